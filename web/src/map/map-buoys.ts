import { buoyKey, liveState, type LiveChanges } from './live-status';
import type { BayBuoysAnswer, Buoy, BuoyStatus, Management, ServiceState } from './map-types';

// One shape for the buoys the map draws and lists, from either answer: the selected bay's list
// (/v1/bays/{slug}/buoys) or the viewport's compact columns (/v1/map/buoys, compact-buoys.ts).

export type MapBuoy = {
  key: string;
  bayId: string;
  baySlug: string;
  label: string;
  lat: number;
  lon: number;
  management: Management;
  service_state: ServiceState;
  status: BuoyStatus | null;
  booked_until: string | null;
};

export function fromBayBuoys(answer: BayBuoysAnswer): MapBuoy[] {
  return answer.buoys.map((buoy: Buoy) => ({
    key: buoyKey(answer.bay_id, buoy.label),
    bayId: answer.bay_id,
    baySlug: answer.bay_slug,
    label: buoy.label,
    lat: buoy.lat,
    lon: buoy.lon,
    management: buoy.management,
    service_state: buoy.service_state,
    status: buoy.status,
    booked_until: buoy.booked_until,
  }));
}

export type FetchedBuoys = { fetchedAt: number; buoys: MapBuoy[] };

/**
 * The buoys to draw: the viewport's, with the selected bay's own (possibly fresher) answer in
 * place of its part, and live changes laid over each by the time its answer was fetched.
 */
export function buoysToDraw(
  viewport: FetchedBuoys | null,
  selected: FetchedBuoys | null,
  changes: LiveChanges,
): MapBuoy[] {
  const out = new Map<string, MapBuoy>();
  for (const source of [viewport, selected]) {
    if (source === null) continue;
    for (const buoy of source.buoys) out.set(buoy.key, liveState(buoy, changes, source.fetchedAt));
  }
  return [...out.values()];
}

/** Natural order of labels: 2 before 10, A2 before A10. */
export function byLabel(a: MapBuoy, b: MapBuoy): number {
  return a.label.localeCompare(b.label, undefined, { numeric: true });
}
