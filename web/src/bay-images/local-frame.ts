// Metres east and north of a bay: over a few kilometres a flat frame is far more precise than
// the drawings need, and it keeps every view's geometry in one unit.

export type LatLon = { lat: number; lon: number };
/** x east, y north, metres. */
export type Metres = { x: number; y: number };

const METRES_PER_DEGREE_LAT = (6_371_000 * Math.PI) / 180;

export type LocalFrame = { toLocal: (point: LatLon) => Metres; toLatLon: (point: Metres) => LatLon };

export function localFrame(origin: LatLon): LocalFrame {
  const metresPerDegreeLon = METRES_PER_DEGREE_LAT * Math.cos((origin.lat * Math.PI) / 180);
  return {
    toLocal: ({ lat, lon }) => ({
      x: (lon - origin.lon) * metresPerDegreeLon,
      y: (lat - origin.lat) * METRES_PER_DEGREE_LAT,
    }),
    toLatLon: ({ x, y }) => ({
      lat: origin.lat + y / METRES_PER_DEGREE_LAT,
      lon: origin.lon + x / metresPerDegreeLon,
    }),
  };
}

export function centroid(points: readonly Metres[]): Metres {
  if (points.length === 0) return { x: 0, y: 0 };
  const sum = points.reduce((total, point) => ({ x: total.x + point.x, y: total.y + point.y }), {
    x: 0,
    y: 0,
  });
  return { x: sum.x / points.length, y: sum.y / points.length };
}

/** Compass bearing in degrees (0 north, 90 east) of the direction from `from` to `to`. */
export function bearingDeg(from: Metres, to: Metres): number {
  const degrees = (Math.atan2(to.x - from.x, to.y - from.y) * 180) / Math.PI;
  return (degrees + 360) % 360;
}

/** The unit vector of a compass bearing. */
export function unitOf(bearing: number): Metres {
  const radians = (bearing * Math.PI) / 180;
  return { x: Math.sin(radians), y: Math.cos(radians) };
}
