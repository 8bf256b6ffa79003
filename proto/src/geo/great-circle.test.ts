import { describe, expect, it } from '@jest/globals';
import { distanceM } from './great-circle';

describe('great-circle distance', () => {
  it('when two points are one degree of latitude apart, then they are about 111.2 km apart', () => {
    expect(distanceM({ lat: 0, lon: 0 }, { lat: 1, lon: 0 })).toBeCloseTo(111_195, -1);
  });

  it('when the points are the same, then the distance is zero', () => {
    const buoy = { lat: 43.1667, lon: 16.3833 };
    expect(distanceM(buoy, buoy)).toBe(0);
  });

  it('when a degree of longitude is measured at 60° north, then it is half as long as at the equator', () => {
    const atEquator = distanceM({ lat: 0, lon: 0 }, { lat: 0, lon: 1 });
    expect(distanceM({ lat: 60, lon: 0 }, { lat: 60, lon: 1 }) / atEquator).toBeCloseTo(0.5, 2);
  });

  it('when the points are antipodes, then the distance is half the circumference', () => {
    expect(distanceM({ lat: 0, lon: 0 }, { lat: 0, lon: 180 })).toBeCloseTo(Math.PI * 6_371_000, 0);
  });
});
