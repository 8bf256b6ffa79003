import { describe, expect, it } from '@jest/globals';
import { tilesInBox } from './land-tiles';

describe('land tiles', () => {
  it('when a box is tiled, then each zoom gets the tiles that cover it, as MapLibre numbers them', () => {
    // Krk (45.04 N, 14.6 E) lies in z8 tile 138/92 and z9 tile 276/184 (the OpenStreetMap wiki's formula).
    const krk = { minLon: 14.59, minLat: 45.03, maxLon: 14.61, maxLat: 45.05 };
    expect([...tilesInBox(krk, 8, 9)]).toEqual([
      { z: 8, x: 138, y: 92 },
      { z: 9, x: 276, y: 184 },
    ]);
  });

  it('when a box spans several tiles, then every one of them is listed once', () => {
    const adriatic = { minLon: 10.5, minLat: 39.2, maxLon: 21.5, maxLat: 47.2 };
    const z5 = [...tilesInBox(adriatic, 5, 5)];
    expect(z5).toHaveLength(new Set(z5.map(({ x, y }) => `${x}/${y}`)).size);
    expect(z5).toContainEqual({ z: 5, x: 17, y: 11 });
    expect(z5.length).toBeGreaterThan(1);
  });
});
