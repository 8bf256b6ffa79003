import { catalogV1 } from '@moorline/contracts';
import { AppError, type GrpcClient } from '@moorline/kit';
import type { BayBuoy, BayDirectory, BayFacts, BuoyKind } from '../back-office/bay-facts';
import { recentAnswers } from './recent-answers';

type CatalogClient = GrpcClient<typeof catalogV1.CatalogServiceDefinition>;
const { ManagementKind, ServiceState } = catalogV1;

// Every bay of the map, for the demo seed.
const WORLD = { minLon: -180, minLat: -90, maxLon: 180, maxLat: 90 };
const anyStay = { stayKind: 0, fromDate: '', toDate: '' };
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

/**
 * Catalog's bays over its gRPC API, asked as a visitor (no live statuses needed), drafts and hidden
 * bays included: their staff run them and their bookings are served (issue 27 item 4).
 */
export function catalogBays(client: CatalogClient): BayDirectory & {
  /** Every bay on the map with its buoys, for the demo seed to find an operator's. */
  everyBay(): Promise<{ bay: catalogV1.Bay; buoys: catalogV1.Buoy[] }[]>;
} {
  const kept = recentAnswers<{ bay: catalogV1.Bay; buoys: catalogV1.Buoy[] }>(KEEP_BAY_MS);
  const bayWithBuoys = (lookup: { slug: string } | { bayId: string }) =>
    kept('slug' in lookup ? `slug:${lookup.slug}` : `id:${lookup.bayId}`, async () => {
      const { bay } = await client.getBay({ slug: '', bayId: '', ...lookup, includeUnlisted: true });
      if (!bay) throw new AppError('not_found');
      const { buoys } = await client.listBuoys({ baySlug: bay.slug, stay: anyStay, includeUnlisted: true });
      return { bay, buoys };
    });
  return {
    async bayFacts(bayId) {
      const { bay, buoys } = await bayWithBuoys({ bayId });
      return bayFactsOf(bay, buoys);
    },
    async everyBay() {
      const { bays } = await client.listBays({ bbox: WORLD, stay: anyStay });
      return Promise.all(bays.map((summary) => bayWithBuoys({ slug: summary.slug })));
    },
  };
}
