import { boxAround, isInsidePolygon, type Polygon } from '../geo/land-geometry';
import { loadLand } from '../geo/land-polygons';

type Point = { lat: number; lon: number };

// Reading the land data scans a 130 MB file (about a second), so the land around each pin is
// read once per process and kept: a bay's pin rarely moves, and a few kilometres of coast are small.
const keptLand = new Map<string, Polygon[]>();
const maxKept = 256;

/** Land within `radiusM` of the pin (rounded to about 100 m, so a nudged pin reads nothing again). */
function landAround(pin: Point, radiusM: number): Polygon[] {
  const centre: [number, number] = [Number(pin.lon.toFixed(3)), Number(pin.lat.toFixed(3))];
  const key = `${centre.join(',')}:${radiusM}`;
  const kept = keptLand.get(key);
  if (kept) return kept;
  const land = loadLand(boxAround(centre, radiusM + 200));
  if (keptLand.size >= maxKept) keptLand.delete(keptLand.keys().next().value ?? key);
  keptLand.set(key, land);
  return land;
}

/**
 * Whether a point within `radiusM` of the pin lies at sea, judged by the same world land data
 * the seed checks and the offline map use (@geo-maps/earth-lands-10m).
 */
export function seaCheckAround(pin: Point, radiusM: number): (point: Point) => boolean {
  // Read at the first point asked about: a layout with no buoy to place reads no land.
  let land: Polygon[] | undefined;
  return (point) => {
    land ??= landAround(pin, radiusM);
    return !land.some((polygon) => isInsidePolygon([point.lon, point.lat], polygon));
  };
}
