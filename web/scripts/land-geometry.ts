// Pure geometry for the offline land layer (issue 5 item 8): clip world land polygons to a
// rectangle, simplify them and drop what is too small to see. Coordinates are [lon, lat].

export type Position = [number, number];
export type Ring = Position[];
export type Polygon = Ring[];
export type Box = { minLon: number; minLat: number; maxLon: number; maxLat: number };

type Edge = { inside: (p: Position) => boolean; cross: (a: Position, b: Position) => Position };

function edgesOf(box: Box): Edge[] {
  const atLon =
    (lon: number) =>
    (a: Position, b: Position): Position => [lon, a[1] + ((b[1] - a[1]) * (lon - a[0])) / (b[0] - a[0])];
  const atLat =
    (lat: number) =>
    (a: Position, b: Position): Position => [a[0] + ((b[0] - a[0]) * (lat - a[1])) / (b[1] - a[1]), lat];
  return [
    { inside: (p) => p[0] >= box.minLon, cross: atLon(box.minLon) },
    { inside: (p) => p[0] <= box.maxLon, cross: atLon(box.maxLon) },
    { inside: (p) => p[1] >= box.minLat, cross: atLat(box.minLat) },
    { inside: (p) => p[1] <= box.maxLat, cross: atLat(box.maxLat) },
  ];
}

function openRing(ring: Ring): Ring {
  const first = ring[0];
  const last = ring[ring.length - 1];
  return first && last && first[0] === last[0] && first[1] === last[1] ? ring.slice(0, -1) : ring;
}

function closeRing(ring: Ring): Ring {
  const first = ring[0];
  return first === undefined ? ring : [...ring, first];
}

/**
 * Sutherland–Hodgman against each side of the box. The box is convex, so a ring clips to one
 * ring; where land leaves the box the result runs along its edge, which a fill does not show.
 */
export function clipRing(ring: Ring, box: Box): Ring {
  let points = openRing(ring);
  for (const edge of edgesOf(box)) {
    const input = points;
    points = [];
    input.forEach((current, index) => {
      const previous = input[(index + input.length - 1) % input.length] ?? current;
      if (edge.inside(current)) {
        if (!edge.inside(previous)) points.push(edge.cross(previous, current));
        points.push(current);
      } else if (edge.inside(previous)) {
        points.push(edge.cross(previous, current));
      }
    });
    if (points.length === 0) return [];
  }
  return points.length < 3 ? [] : closeRing(points);
}

function perpendicularDistance(p: Position, a: Position, b: Position): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const length = Math.hypot(dx, dy);
  if (length === 0) return Math.hypot(p[0] - a[0], p[1] - a[1]);
  return Math.abs(dy * p[0] - dx * p[1] + b[0] * a[1] - b[1] * a[0]) / length;
}

/** Douglas–Peucker on an open line, iteratively (coastlines have tens of thousands of points). */
export function simplifyLine(points: Position[], tolerance: number): Position[] {
  if (points.length <= 2) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [start, end] = stack.pop() ?? [0, 0];
    const a = points[start];
    const b = points[end];
    if (!a || !b) continue;
    let farthest = -1;
    let distance = tolerance;
    for (let index = start + 1; index < end; index += 1) {
      const p = points[index];
      const d = p ? perpendicularDistance(p, a, b) : 0;
      if (d > distance) {
        distance = d;
        farthest = index;
      }
    }
    if (farthest !== -1) {
      keep[farthest] = 1;
      stack.push([start, farthest], [farthest, end]);
    }
  }
  return points.filter((_, index) => keep[index] === 1);
}

/** A closed ring simplified as two lines split at the point farthest from its start. */
export function simplifyRing(ring: Ring, tolerance: number): Ring {
  const open = openRing(ring);
  const start = open[0];
  if (start === undefined || open.length < 4) return ring;
  let split = 1;
  open.forEach((p, index) => {
    const best = open[split] ?? start;
    if (Math.hypot(p[0] - start[0], p[1] - start[1]) > Math.hypot(best[0] - start[0], best[1] - start[1]))
      split = index;
  });
  const first = simplifyLine(open.slice(0, split + 1), tolerance);
  const second = simplifyLine([...open.slice(split), start], tolerance);
  const joined = [...first, ...second.slice(1)];
  return joined.length < 4 ? [] : joined;
}

/** Shoelace area in square degrees (enough to compare ring sizes). */
export function ringArea(ring: Ring): number {
  let sum = 0;
  for (let index = 0; index < ring.length - 1; index += 1) {
    const a = ring[index];
    const b = ring[index + 1];
    if (a && b) sum += a[0] * b[1] - b[0] * a[1];
  }
  return Math.abs(sum) / 2;
}

function ringBox(ring: Ring): Box {
  const box = { minLon: Infinity, minLat: Infinity, maxLon: -Infinity, maxLat: -Infinity };
  for (const [lon, lat] of ring) {
    box.minLon = Math.min(box.minLon, lon);
    box.maxLon = Math.max(box.maxLon, lon);
    box.minLat = Math.min(box.minLat, lat);
    box.maxLat = Math.max(box.maxLat, lat);
  }
  return box;
}

function overlaps(a: Box, b: Box): boolean {
  return a.minLon <= b.maxLon && a.maxLon >= b.minLon && a.minLat <= b.maxLat && a.maxLat >= b.minLat;
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

function roundRing(ring: Ring, digits: number): Ring {
  const out: Ring = [];
  for (const [lon, lat] of ring) {
    const point: Position = [round(lon, digits), round(lat, digits)];
    const last = out[out.length - 1];
    if (!last || last[0] !== point[0] || last[1] !== point[1]) out.push(point);
  }
  return out;
}

export type LandOptions = { box: Box; tolerance: number; minArea: number; digits: number };

/** The polygons of `land` inside the box, simplified, without specks, rounded to `digits`. */
export function clipLand(land: Polygon[], options: LandOptions): Polygon[] {
  const out: Polygon[] = [];
  for (const polygon of land) {
    const [outer, ...holes] = polygon;
    if (!outer || !overlaps(ringBox(outer), options.box)) continue;
    const shape = (ring: Ring) => {
      const clipped = clipRing(ring, options.box);
      if (clipped.length === 0 || ringArea(clipped) < options.minArea) return [];
      const simple = roundRing(simplifyRing(clipped, options.tolerance), options.digits);
      return simple.length < 4 ? [] : simple;
    };
    const kept = shape(outer);
    if (kept.length === 0) continue;
    out.push([kept, ...holes.map(shape).filter((ring) => ring.length > 0)]);
  }
  return out;
}

/**
 * The land with the holes (inland lakes and ponds) smaller than `minHoleArea` square degrees
 * filled in. Outer rings stay whole, so no coast and no islet is lost.
 */
export function withoutHolesSmallerThan(land: Polygon[], minHoleArea: number): Polygon[] {
  return land.map(([outer, ...holes]) =>
    outer === undefined ? [] : [outer, ...holes.filter((hole) => ringArea(hole) >= minHoleArea)],
  );
}
