import type { catalogV1 } from '@moorline/contracts';
import { AppError, type GrpcClient } from '@moorline/kit';

type CatalogClient = GrpcClient<typeof catalogV1.CatalogServiceDefinition>;

// Catalog's public answers about bays, for what payment needs beyond a checkout: the operator of
// a bay named by id (onboarding), and the demo's bays (seeding their history).

/** The whole map: every bay catalog lists. */
const world = { minLon: -180, minLat: -90, maxLon: 180, maxLat: 90 };

export interface CatalogBays {
  /** Every bay on the map, by id and slug. */
  listAll(): Promise<{ bayId: string; slug: string }[]>;
  /** A bay as its page shows it (prices, times, operator). */
  bayBySlug(slug: string): Promise<catalogV1.Bay>;
  /** A bay named by id; `not_found` when catalog does not list it. */
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
    const { bay } = await client.getBay({ slug });
    if (!bay) throw new AppError('not_found');
    return bay;
  };
  return {
    listAll,
    bayBySlug,
    // GetBay is by slug; the map's list names each bay's slug. Asked only when an operator starts
    // onboarding, so reading the whole list then costs little.
    async bayById(bayId) {
      const found = (await listAll()).find((bay) => bay.bayId === bayId);
      if (!found) throw new AppError('not_found');
      return bayBySlug(found.slug);
    },
    async buoysOf(slug) {
      const { buoys } = await client.listBuoys({ baySlug: slug });
      return buoys;
    },
  };
}
