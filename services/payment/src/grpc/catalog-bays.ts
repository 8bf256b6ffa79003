import type { catalogV1 } from '@moorline/contracts';
import { AppError, type GrpcClient } from '@moorline/kit';

type CatalogClient = GrpcClient<typeof catalogV1.CatalogServiceDefinition>;

// Catalog's answers about bays, for what payment needs beyond a checkout: the operator of a bay
// named by id (onboarding, a draft bay's included: it connects its account before it goes live),
// and the demo's bays (seeding their history).

/** The whole map: every bay catalog lists. */
const world = { minLon: -180, minLat: -90, maxLon: 180, maxLat: 90 };

export interface CatalogBays {
  /** Every bay on the map, by id and slug. */
  listAll(): Promise<{ bayId: string; slug: string }[]>;
  /** A bay as its page shows it (prices, times, operator). */
  bayBySlug(slug: string): Promise<catalogV1.Bay>;
  /** A bay named by id, whatever its status; `not_found` when catalog does not know it. */
  bayById(bayId: string): Promise<catalogV1.Bay>;
  /** The bay's buoys, in label order. */
  buoysOf(slug: string): Promise<catalogV1.Buoy[]>;
}

export function catalogBays(client: CatalogClient): CatalogBays {
  const listAll = async () => {
    const { bays } = await client.listBays({ bbox: world });
    return bays.map((bay) => ({ bayId: bay.bayId, slug: bay.slug }));
  };
  const bayBySlug = async (slug: string) => {
    const { bay } = await client.getBay({ slug, includeUnlisted: true });
    if (!bay) throw new AppError('not_found');
    return bay;
  };
  return {
    listAll,
    bayBySlug,
    async bayById(bayId) {
      const { bay } = await client.getBay({ bayId, includeUnlisted: true });
      if (!bay) throw new AppError('not_found');
      return bay;
    },
    async buoysOf(slug) {
      const { buoys } = await client.listBuoys({ baySlug: slug, includeUnlisted: true });
      return buoys;
    },
  };
}
