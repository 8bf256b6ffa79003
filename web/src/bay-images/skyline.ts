import { isOnLand, type LocalPolygon } from './land-near-bay';
import { unitOf, type Metres } from './local-frame';
import type { Camera } from './perspective';

// What land the camera sees across the water: one ray per column of the picture, from the
// camera over the buoyfield; the first coast a ray meets beyond the field, and how far the land
// runs on behind it (wide islands stand taller than islets).

export type SkylineSample = {
  /** Degrees right of the view direction. */
  offsetDeg: number;
  /** Metres from the camera to the coast, or null for open sea. */
  distanceM: number | null;
  /** Metres of land along the ray behind the coast. */
  depthM: number;
};

type Segment = [Metres, Metres];

function segmentsOf(land: readonly LocalPolygon[]): Segment[] {
  return land.flatMap((polygon) =>
    polygon.flatMap((ring) => ring.slice(1).map((point, index): Segment => [ring[index] ?? point, point])),
  );
}

/** Distance along the ray where it crosses the segment, or null. */
function crossing(origin: Metres, direction: Metres, [a, b]: Segment): number | null {
  const edge = { x: b.x - a.x, y: b.y - a.y };
  const denominator = direction.x * edge.y - direction.y * edge.x;
  if (Math.abs(denominator) < 1e-12) return null;
  const toA = { x: a.x - origin.x, y: a.y - origin.y };
  const along = (toA.x * edge.y - toA.y * edge.x) / denominator;
  const onEdge = (toA.x * direction.y - toA.y * direction.x) / denominator;
  return along > 0 && onEdge >= 0 && onEdge <= 1 ? along : null;
}

export function skylineOf(
  camera: Camera,
  land: readonly LocalPolygon[],
  options: { columns: number; minDistanceM: number; maxDistanceM: number },
): SkylineSample[] {
  const segments = segmentsOf(land);
  return Array.from({ length: options.columns }, (_, column) => {
    const offsetDeg = camera.fovDeg * (column / Math.max(1, options.columns - 1) - 0.5);
    const direction = unitOf(camera.bearingDeg + offsetDeg);
    const hits = segments
      .map((segment) => crossing(camera.position, direction, segment))
      .filter((distance): distance is number => distance !== null && distance <= options.maxDistanceM)
      .sort((a, b) => a - b);
    // Crossings alternate into and out of land. Where the ray is still on land just beyond the
    // field, the coarse layer has filled in the field's cove: that land is water, as in the top
    // view, and the coast seen is the next one.
    const start = {
      x: camera.position.x + direction.x * options.minDistanceM,
      y: camera.position.y + direction.y * options.minDistanceM,
    };
    const beyond = hits.filter((distance) => distance >= options.minDistanceM);
    const [coast, leaves] = isOnLand(start, land) ? [beyond[1], beyond[2]] : [beyond[0], beyond[1]];
    if (coast === undefined) return { offsetDeg, distanceM: null, depthM: 0 };
    return { offsetDeg, distanceM: coast, depthM: (leaves ?? options.maxDistanceM) - coast };
  });
}
