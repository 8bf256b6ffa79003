import { sql, type RawBuilder } from 'kysely';
import type { BoundingBox } from './bounding-box';

/** Whether the point of a `bays` or `buoys` row lies inside the box, edges included. */
export function insideBox(table: 'bays' | 'buoys', box: BoundingBox): RawBuilder<boolean> {
  const lat = sql.ref(`${table}.lat`);
  const lon = sql.ref(`${table}.lon`);
  return sql<boolean>`(${lat} BETWEEN ${box.minLat} AND ${box.maxLat} AND ${lon} BETWEEN ${box.minLon} AND ${box.maxLon})`;
}
