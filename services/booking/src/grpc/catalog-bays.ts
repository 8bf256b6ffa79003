import { catalogV1 } from '@moorline/contracts';
import { AppError, type GrpcClient } from '@moorline/kit';
import type { BayBuoy, BayDirectory, BayFacts, BuoyKind } from '../back-office/bay-facts';
import { recentAnswers } from './recent-answers';

type CatalogClient = GrpcClient<typeof catalogV1.CatalogServiceDefinition>;
const { ManagementKind, ServiceState } = catalogV1;

// Every bay of the map, for finding a bay's slug by its id (catalog's bay calls take slugs).
const WORLD = { minLon: -180, minLat: -90, maxLon: 180, maxLat: 90 };
// Slugs change rarely; a bay the index does not know yet (only the token's bays are asked for,
// so a new one) makes it ask again, at most this often.
const SLUG_INDEX_MS = 60_000;
const SLUG_RETRY_MS = 250;
// A buoy taken out of service shows on the dashboards within this time; one call serves a burst.
const KEEP_BAY_MS = 3_000;

const kinds: Partial<Record<catalogV1.ManagementKind, BuoyKind>> = {
  [ManagementKind.MANAGEMENT_KIND_DIGITAL]: 'digital',
  [ManagementKind.MANAGEMENT_KIND_FCFS]: 'fcfs',
  [ManagementKind.MANAGEMENT_KIND_TRADITIONAL]: 'traditional',
};

export function bayBuoyOf(buoy: catalogV1.Buoy): BayBuoy {
  return {
    buoyId: buoy.buoyId,
    label: buoy.label,
    kind: kinds[buoy.managementKind] ?? 'traditional',
    outOfService: buoy.serviceState === ServiceState.SERVICE_STATE_OUT_OF_SERVICE,
  };
}

export function bayFactsOf(bay: catalogV1.Bay, buoys: readonly catalogV1.Buoy[]): BayFacts {
  const night = bay.nightStay;
  return {
    bayId: bay.bayId,
    slug: bay.slug,
    name: bay.name,
    timeZone: bay.timeZone,
    night: night?.offered ? { checkIn: night.checkIn, checkOut: night.checkOut } : null,
    buoys: buoys.map(bayBuoyOf),
  };
}

/** The slug of each bay by id, asked for again when an id is missing and the index is not fresh. */
function slugIndex(client: CatalogClient) {
  let index: { slugs: Promise<Map<string, string>>; at: number } | undefined;
  const load = () => {
    const slugs = client
      .listBays({ bbox: WORLD, stay: { stayKind: 0, fromDate: '', toDate: '' } })
      .then(({ bays }) => new Map(bays.map((bay) => [bay.bayId, bay.slug])));
    const entry = { slugs, at: Date.now() };
    index = entry;
    slugs.catch(() => {
      if (index === entry) index = undefined;
    });
    return slugs;
  };
  return async (bayId: string): Promise<string> => {
    const age = index ? Date.now() - index.at : Infinity;
    let slugs = await (index && age < SLUG_INDEX_MS ? index.slugs : load());
    if (!slugs.has(bayId) && index && Date.now() - index.at >= SLUG_RETRY_MS) slugs = await load();
    const slug = slugs.get(bayId);
    if (slug === undefined) throw new AppError('not_found');
    return slug;
  };
}

/** Catalog's bays over its public gRPC API, asked as a visitor (no live statuses needed). */
export function catalogBays(client: CatalogClient): BayDirectory & {
  /** Every bay with its buoys, for the demo seed to find an operator's. */
  everyBay(): Promise<{ bay: catalogV1.Bay; buoys: catalogV1.Buoy[] }[]>;
} {
  const slugOf = slugIndex(client);
  const kept = recentAnswers<{ bay: catalogV1.Bay; buoys: catalogV1.Buoy[] }>(KEEP_BAY_MS);
  const bayBySlug = (slug: string) =>
    kept(slug, async () => {
      const [{ bay }, { buoys }] = await Promise.all([
        client.getBay({ slug }),
        client.listBuoys({ baySlug: slug, stay: { stayKind: 0, fromDate: '', toDate: '' } }),
      ]);
      if (!bay) throw new AppError('not_found');
      return { bay, buoys };
    });
  return {
    async bayFacts(bayId) {
      const { bay, buoys } = await bayBySlug(await slugOf(bayId));
      return bayFactsOf(bay, buoys);
    },
    async everyBay() {
      const { bays } = await client.listBays({
        bbox: WORLD,
        stay: { stayKind: 0, fromDate: '', toDate: '' },
      });
      return Promise.all(bays.map((summary) => bayBySlug(summary.slug)));
    },
  };
}
