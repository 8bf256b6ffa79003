// Pure geometry for checking buoys against land polygons: the demo buoyfields (issue 5 item 2)
// and every layout an operator saves (issue 27 item 3).
// Coordinates are [lon, lat] as in GeoJSON; distances are metres on a local flat projection,
// which is plenty precise over the few kilometres these checks look at.

import { metresPerDegreeLat } from './distance';

export type LonLat = [number, number];
export type Ring = LonLat[];
/** The outer ring first, then its holes (lakes, lagoons). */
export type Polygon = Ring[];
export type Box = { minLon: number; minLat: number; maxLon: number; maxLat: number };

/** Even-odd ray casting: true when the point lies inside the outer ring and outside every hole. */
export function isInsidePolygon(point: LonLat, polygon: Polygon): boolean {
  const [x, y] = point;
  let inside = false;
  for (const ring of polygon) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
      const a = ring[i];
      const b = ring[j];
      if (!a || !b || a[1] > y === b[1] > y) continue;
      const crossLon = a[0] + ((y - a[1]) * (b[0] - a[0])) / (b[1] - a[1]);
      if (x < crossLon) inside = !inside;
    }
  }
  return inside;
}

/** Shortest distance in metres from the point to any edge of the ring. */
export function distanceToRingM(point: LonLat, ring: Ring): number {
  const metresPerDegreeLon = metresPerDegreeLat * Math.cos((point[1] * Math.PI) / 180);
  const toMetres = (p: LonLat) => [
    (p[0] - point[0]) * metresPerDegreeLon,
    (p[1] - point[1]) * metresPerDegreeLat,
  ];
  let best = Infinity;
  for (let index = 1; index < ring.length; index += 1) {
    const a = ring[index - 1];
    const b = ring[index];
    if (!a || !b) continue;
    const [ax = 0, ay = 0] = toMetres(a);
    const [bx = 0, by = 0] = toMetres(b);
    const dx = bx - ax;
    const dy = by - ay;
    const lengthSquared = dx * dx + dy * dy;
    const t = lengthSquared === 0 ? 0 : Math.min(1, Math.max(0, -(ax * dx + ay * dy) / lengthSquared));
    best = Math.min(best, Math.hypot(ax + t * dx, ay + t * dy));
  }
  return best;
}

export function overlaps(a: Box, b: Box): boolean {
  return a.minLon <= b.maxLon && a.maxLon >= b.minLon && a.minLat <= b.maxLat && a.maxLat >= b.minLat;
}

export function ringBounds(ring: Ring): Box {
  const box = { minLon: Infinity, minLat: Infinity, maxLon: -Infinity, maxLat: -Infinity };
  for (const [lon, lat] of ring) {
    if (lon < box.minLon) box.minLon = lon;
    if (lon > box.maxLon) box.maxLon = lon;
    if (lat < box.minLat) box.minLat = lat;
    if (lat > box.maxLat) box.maxLat = lat;
  }
  return box;
}

/** The box reaching `radiusM` metres from the point in each compass direction. */
export function boxAround(point: LonLat, radiusM: number): Box {
  const dLat = radiusM / metresPerDegreeLat;
  const dLon = radiusM / (metresPerDegreeLat * Math.cos((point[1] * Math.PI) / 180));
  return {
    minLon: point[0] - dLon,
    minLat: point[1] - dLat,
    maxLon: point[0] + dLon,
    maxLat: point[1] + dLat,
  };
}

type Side = { keeps: (p: LonLat) => boolean; meet: (a: LonLat, b: LonLat) => LonLat };

function sidesOf(box: Box): Side[] {
  const onMeridian =
    (lon: number) =>
    (a: LonLat, b: LonLat): LonLat => [lon, a[1] + ((lon - a[0]) / (b[0] - a[0])) * (b[1] - a[1])];
  const onParallel =
    (lat: number) =>
    (a: LonLat, b: LonLat): LonLat => [a[0] + ((lat - a[1]) / (b[1] - a[1])) * (b[0] - a[0]), lat];
  return [
    { keeps: ([lon]) => lon >= box.minLon, meet: onMeridian(box.minLon) },
    { keeps: ([lon]) => lon <= box.maxLon, meet: onMeridian(box.maxLon) },
    { keeps: ([, lat]) => lat >= box.minLat, meet: onParallel(box.minLat) },
    { keeps: ([, lat]) => lat <= box.maxLat, meet: onParallel(box.maxLat) },
  ];
}

/**
 * The part of a closed ring inside the box (Sutherland–Hodgman, one side at a time). Where the
 * ring leaves the box the result runs along the box's edge, so inside/outside answers for points
 * in the box stay what they were; an empty ring means nothing of it lies inside.
 */
export function clipRingToBox(ring: Ring, box: Box): Ring {
  let points = ring.slice(0, -1);
  for (const side of sidesOf(box)) {
    const previousPoints = points;
    points = [];
    previousPoints.forEach((point, index) => {
      const before = previousPoints[(index + previousPoints.length - 1) % previousPoints.length] ?? point;
      if (side.keeps(point) !== side.keeps(before)) points.push(side.meet(before, point));
      if (side.keeps(point)) points.push(point);
    });
  }
  const first = points[0];
  return first && points.length >= 3 ? [...points, first] : [];
}
