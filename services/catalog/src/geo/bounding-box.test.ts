import { describe, expect, it } from '@jest/globals';
import { validBoundingBox } from './bounding-box';

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
