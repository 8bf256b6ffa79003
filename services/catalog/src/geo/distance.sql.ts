import { sql, type RawBuilder } from 'kysely';
import type { GeoPoint } from './bounding-box';
import { earthRadiusM } from './distance';

/**
 * Great-circle distance in metres (haversine) from the point of the current `buoys` row to
 * `from`, in SQL so candidates can be filtered and ordered by it. The same formula as
 * `distanceM` (distance.ts); metres-level accuracy is all a list of nearby buoys needs.
 */
export function buoyDistanceM(from: GeoPoint): RawBuilder<number> {
  return sql<number>`(2 * ${earthRadiusM}::float8 * asin(sqrt(
    power(sin(radians(buoys.lat - ${from.lat}::float8) / 2), 2)
    + cos(radians(${from.lat}::float8)) * cos(radians(buoys.lat))
      * power(sin(radians(buoys.lon - ${from.lon}::float8) / 2), 2))))`;
}
