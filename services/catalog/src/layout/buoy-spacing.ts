import { distanceM, metresPerDegreeLat } from '../geo/distance';

export interface SpacedPoint {
  lat: number;
  lon: number;
}

/** A pair of points closer than allowed: the later one's index and the earlier one it is too close to. */
export interface CrowdedPair {
  index: number;
  otherIndex: number;
}

/**
 * Every point closer than `minSpacingM` to an earlier point. Points are put in a grid of cells
 * `minSpacingM` wide, so each is compared only with the points of its own and the 8 cells around
 * it: a layout of 500 buoys makes a few thousand comparisons, not 125,000.
 */
export function findCrowdedPoints(points: readonly SpacedPoint[], minSpacingM: number): CrowdedPair[] {
  const first = points[0];
  if (!first) return [];
  const metresPerDegreeLon = metresPerDegreeLat * Math.cos((first.lat * Math.PI) / 180);
  const cellOf = (point: SpacedPoint) => ({
    x: Math.floor((point.lon * metresPerDegreeLon) / minSpacingM),
    y: Math.floor((point.lat * metresPerDegreeLat) / minSpacingM),
  });
  const cells = new Map<string, number[]>();
  const crowded: CrowdedPair[] = [];
  points.forEach((point, index) => {
    const { x, y } = cellOf(point);
    const near = [-1, 0, 1].flatMap((dx) =>
      [-1, 0, 1].flatMap((dy) => cells.get(`${x + dx}:${y + dy}`) ?? []),
    );
    const otherIndex = near.find((other) => {
      const otherPoint = points[other];
      return otherPoint !== undefined && distanceM(point, otherPoint) < minSpacingM;
    });
    if (otherIndex !== undefined) crowded.push({ index, otherIndex });
    const cell = `${x}:${y}`;
    cells.set(cell, [...(cells.get(cell) ?? []), index]);
  });
  return crowded;
}
