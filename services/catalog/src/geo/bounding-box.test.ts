import { describe, expect, it } from '@jest/globals';
import { distanceM } from './distance';
import { boxAroundPoint, validBoundingBox } from './bounding-box';

describe('validBoundingBox', () => {
  it('when the box covers the Adriatic, then it is accepted as given', () => {
    const adriatic = { minLon: 12, minLat: 40, maxLon: 20, maxLat: 46 };
    expect(validBoundingBox(adriatic)).toEqual(adriatic);
  });

  it('when the box is missing, inverted, empty, out of range or not a number, then it is invalid', () => {
    const bad = [
      undefined,
      { minLon: 20, minLat: 40, maxLon: 12, maxLat: 46 },
      { minLon: 12, minLat: 46, maxLon: 20, maxLat: 40 },
      { minLon: 12, minLat: 40, maxLon: 12, maxLat: 46 },
      { minLon: -181, minLat: 40, maxLon: 20, maxLat: 46 },
      { minLon: 12, minLat: 40, maxLon: 20, maxLat: 91 },
      { minLon: Number.NaN, minLat: 40, maxLon: 20, maxLat: 46 },
    ];
    for (const box of bad) {
      expect(() => validBoundingBox(box)).toThrow(expect.objectContaining({ code: 'invalid_request' }));
    }
  });
});

describe('boxAroundPoint', () => {
  it('when a 50 km circle is boxed at 45° north, then the box is 50 km from the centre to each edge', () => {
    const box = boxAroundPoint({ lat: 45, lon: 15 }, 50_000);
    const centre = { lat: 45, lon: 15 };
    expect(distanceM(centre, { lat: box.maxLat, lon: 15 })).toBeCloseTo(50_000, -1);
    expect(distanceM(centre, { lat: box.minLat, lon: 15 })).toBeCloseTo(50_000, -1);
    // East-west along the parallel: a degree of longitude is shorter by cos(latitude).
    const parallelM = (lon: number) =>
      Math.abs(lon - 15) * ((6_371_000 * Math.PI) / 180) * Math.cos(Math.PI / 4);
    expect(parallelM(box.maxLon)).toBeCloseTo(50_000, -1);
    expect(parallelM(box.minLon)).toBeCloseTo(50_000, -1);
  });

  it('when the circle reaches past a pole or the antimeridian, then the box is clamped to the map', () => {
    expect(boxAroundPoint({ lat: 89.9, lon: 179.9 }, 100_000)).toEqual({
      minLon: -180,
      minLat: expect.any(Number),
      maxLon: 180,
      maxLat: 90,
    });
  });
});
