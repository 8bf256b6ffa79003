import { buoyKey } from './live-status';
import type { BuoyLimits } from '../booking/buoy-fit';
import type { BayBuoys, Buoy, BuoyStatus, ManagementKind, ServiceState } from '../http/api-schema';

// One shape for the buoys the map draws and lists, from either answer: the selected bay's list
// (/v1/bays/{slug}/buoys) or the viewport's compact columns (/v1/map/buoys, compact-buoys.ts).

export type MapBuoy = {
  key: string;
  /** Catalog's id, which a booking names; the viewport's compact answer carries none. */
  id: string | null;
  bayId: string;
  baySlug: string;
  label: string;
  lat: number;
  lon: number;
  management: ManagementKind;
  service_state: ServiceState;
  status: BuoyStatus | null;
  booked_until: string | null;
  /** The buoy's own size limit (issue 28); the viewport's compact answer carries none. */
  limits: BuoyLimits | null;
  /** The bay's IANA time zone, for booked_until on the bay's clock; the compact answer carries none. */
  timeZone: string | null;
};

export function fromBayBuoys(answer: BayBuoys): MapBuoy[] {
  return answer.buoys.map((buoy: Buoy) => ({
    key: buoyKey(answer.bay_id, buoy.label),
    id: buoy.id,
    bayId: answer.bay_id,
    baySlug: answer.bay_slug,
    label: buoy.label,
    lat: buoy.lat,
    lon: buoy.lon,
    management: buoy.management,
    service_state: buoy.service_state,
    status: buoy.status,
    booked_until: buoy.booked_until,
    limits: { max_loa_cm: buoy.max_loa_cm, hull_kinds: buoy.hull_kinds },
    timeZone: answer.time_zone,
  }));
}

/** The buoys to draw: the viewport's, with the selected bay's own (possibly fresher) answer in place of its part. */
export function buoysToDraw(viewport: MapBuoy[] | null, selected: MapBuoy[] | null): MapBuoy[] {
  const out = new Map<string, MapBuoy>();
  for (const buoys of [viewport, selected]) for (const buoy of buoys ?? []) out.set(buoy.key, buoy);
  return [...out.values()];
}

/** Natural order of labels: 2 before 10, A2 before A10. */
export function byLabel(a: MapBuoy, b: MapBuoy): number {
  return a.label.localeCompare(b.label, undefined, { numeric: true });
}
