import type { ManagementKind } from '../buoys/buoy.table';
import { metresPerDegreeLat } from '../geo/distance';

const spacingM = 35;

export interface BuoyFieldPlan {
  /** Compass direction from the bay's pin towards open water, degrees. */
  seawardBearingDeg: number;
  /** Distance from the pin to the field's first row, metres; later rows lie further out. */
  offsetM: number;
  /** 'line' for narrow channels and rivers: one row along the bearing. */
  layout: 'grid' | 'line';
  /** How many buoys of each kind, in label order. */
  kinds: Partial<Record<ManagementKind, number>>;
}

export interface PlannedBuoy {
  label: string;
  lat: number;
  lon: number;
  managementKind: ManagementKind;
}

/** Moves a point by metres north and east; plenty precise over a few hundred metres. */
export function offsetPoint(lat: number, lon: number, northM: number, eastM: number) {
  const metresPerDegreeLon = metresPerDegreeLat * Math.cos((lat * Math.PI) / 180);
  return { lat: lat + northM / metresPerDegreeLat, lon: lon + eastM / metresPerDegreeLon };
}

/**
 * Places a bay's buoys in rows 35 m apart, the first row `offsetM` seaward of the pin and each
 * row running across the bearing, so the field lies in the water in front of the bay.
 */
export function layOutBuoys(centre: { lat: number; lon: number }, plan: BuoyFieldPlan): PlannedBuoy[] {
  const kinds = (['digital', 'fcfs', 'traditional'] as const).flatMap((kind) =>
    Array.from({ length: plan.kinds[kind] ?? 0 }, () => kind),
  );
  const perRow = plan.layout === 'line' ? 1 : Math.ceil(Math.sqrt(kinds.length * 1.5));
  const bearing = (plan.seawardBearingDeg * Math.PI) / 180;
  const along = { north: Math.cos(bearing), east: Math.sin(bearing) };
  const across = { north: -along.east, east: along.north };
  return kinds.map((managementKind, index) => {
    const row = Math.floor(index / perRow);
    const column = (index % perRow) - (perRow - 1) / 2;
    const forward = plan.offsetM + row * spacingM;
    const sideways = column * spacingM;
    const point = offsetPoint(
      centre.lat,
      centre.lon,
      forward * along.north + sideways * across.north,
      forward * along.east + sideways * across.east,
    );
    return { label: String(index + 1), ...point, managementKind };
  });
}
