import { describe, expect, it } from '@jest/globals';
import {
  boxAround,
  clipRingToBox,
  distanceToRingM,
  isInsidePolygon,
  overlaps,
  ringBounds,
  type Polygon,
  type Ring,
} from './land-geometry';

// A 0.1° square island at the equator (about 11 km a side) with a square lagoon in its middle.
const square = (min: number, max: number): Ring => [
  [min, min],
  [max, min],
  [max, max],
  [min, max],
  [min, min],
];
const island: Polygon = [square(0, 0.1), square(0.04, 0.06)];
const metresPerDegree = (6_371_000 * Math.PI) / 180;

describe('isInsidePolygon', () => {
  it('when a point is on the island, then it is inside', () => {
    expect(isInsidePolygon([0.02, 0.02], island)).toBe(true);
  });

  it('when a point is at sea or in the lagoon, then it is outside', () => {
    expect(isInsidePolygon([0.2, 0.05], island)).toBe(false);
    expect(isInsidePolygon([0.05, 0.05], island)).toBe(false);
  });
});

describe('distanceToRingM', () => {
  it('when a point lies off an edge, then the distance is measured square to that edge', () => {
    expect(distanceToRingM([0.11, 0.05], square(0, 0.1))).toBeCloseTo(0.01 * metresPerDegree, 0);
  });

  it('when a point lies off a corner, then the distance is to the corner', () => {
    expect(distanceToRingM([0.103, 0.104], square(0, 0.1))).toBeCloseTo(0.005 * metresPerDegree, 0);
  });
});

describe('clipRingToBox', () => {
  it('when a ring crosses the box, then the part inside is kept and the answers inside stay the same', () => {
    const box = { minLon: 0.05, minLat: -1, maxLon: 1, maxLat: 1 };
    const clipped = clipRingToBox(square(0, 0.1), box);
    expect(ringBounds(clipped)).toEqual({ minLon: 0.05, minLat: 0, maxLon: 0.1, maxLat: 0.1 });
    expect(isInsidePolygon([0.07, 0.05], [clipped])).toBe(true);
    expect(isInsidePolygon([0.2, 0.05], [clipped])).toBe(false);
  });

  it('when a ring lies outside the box, then nothing is left', () => {
    expect(clipRingToBox(square(0, 0.1), { minLon: 1, minLat: 1, maxLon: 2, maxLat: 2 })).toEqual([]);
  });
});

describe('boxAround', () => {
  it('when a box is drawn around a point, then it reaches the radius and overlaps what lies within it', () => {
    const box = boxAround([0, 0], 1000);
    expect(box.maxLat * metresPerDegree).toBeCloseTo(1000, 6);
    expect(overlaps(box, ringBounds(square(0.005, 0.1)))).toBe(true);
    expect(overlaps(box, ringBounds(square(0.01, 0.1)))).toBe(false);
  });
});
