import { describe, expect, it } from '@jest/globals';
import {
  clipLand,
  clipRing,
  ringArea,
  simplifyLine,
  withoutHolesSmallerThan,
  type Box,
  type Ring,
} from './land-geometry';

const box: Box = { minLon: 0, minLat: 0, maxLon: 10, maxLat: 10 };
const square = (min: number, max: number): Ring => [
  [min, min],
  [max, min],
  [max, max],
  [min, max],
  [min, min],
];

describe('land geometry', () => {
  it('when a ring lies inside the box, then clipping keeps it closed and whole', () => {
    expect(clipRing(square(2, 4), box)).toEqual(square(2, 4));
  });

  it('when a ring crosses the box, then the part outside is cut along the edge', () => {
    const clipped = clipRing(square(5, 15), box);
    expect(ringArea(clipped)).toBeCloseTo(25);
    for (const [lon, lat] of clipped) {
      expect(lon).toBeGreaterThanOrEqual(5);
      expect(lon).toBeLessThanOrEqual(10);
      expect(lat).toBeGreaterThanOrEqual(5);
      expect(lat).toBeLessThanOrEqual(10);
    }
  });

  it('when a ring lies outside the box, then nothing is left', () => {
    expect(clipRing(square(20, 30), box)).toEqual([]);
  });

  it('when a line wiggles less than the tolerance, then only its ends are kept', () => {
    const line: [number, number][] = [
      [0, 0],
      [1, 0.01],
      [2, -0.01],
      [3, 0],
    ];
    expect(simplifyLine(line, 0.1)).toEqual([
      [0, 0],
      [3, 0],
    ]);
    expect(simplifyLine(line, 0.001)).toHaveLength(4);
  });

  it('when land is clipped, then specks smaller than the minimum area are dropped', () => {
    const land = [[square(1, 3)], [square(5, 5.001)], [square(40, 50)]];
    const kept = clipLand(land, { box, tolerance: 0.01, minArea: 0.01, digits: 4 });
    expect(kept).toEqual([[square(1, 3)]]);
  });

  it('when small holes are filled in, then larger holes and every outer ring stay', () => {
    const island = [square(0, 10), square(1, 1.1), square(4, 8)];
    const islet = [square(20, 20.01)];
    expect(withoutHolesSmallerThan([island, islet], 1)).toEqual([[square(0, 10), square(4, 8)], islet]);
  });
});
