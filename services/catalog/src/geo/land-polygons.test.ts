import { describe, expect, it } from '@jest/globals';
import { readPolygonsInBox } from './land-polygons';

const geoJson = (geometry: object) => new TextEncoder().encode(JSON.stringify(geometry));
const box = { minLon: 0, minLat: 0, maxLon: 10, maxLat: 10 };

describe('readPolygonsInBox', () => {
  it('when a collection holds polygons in and out of the box, then only those reaching into it are read, clipped', () => {
    const text = geoJson({
      type: 'GeometryCollection',
      geometries: [
        {
          type: 'MultiPolygon',
          coordinates: [
            [
              [
                [1, 1],
                [3, 1],
                [3, 3],
                [1, 3],
                [1, 1],
              ],
              [
                [1.5, 1.5],
                [2.5, 1.5],
                [2.5, 2.5],
                [1.5, 1.5],
              ],
            ],
            [
              [
                [-20.5, -20],
                [-18, -20],
                [-18, -18],
                [-20.5, -20],
              ],
            ],
            [
              [
                [8, 8],
                [12.25, 8],
                [12.25, 9],
                [8, 8],
              ],
            ],
          ],
        },
      ],
    });
    const polygons = readPolygonsInBox(text, box);
    expect(polygons).toHaveLength(2);
    expect(polygons[0]).toHaveLength(2);
    expect(polygons[0]?.[0]).toEqual([
      [1, 1],
      [3, 1],
      [3, 3],
      [1, 3],
      [1, 1],
    ]);
    expect(Math.max(...(polygons[1]?.[0] ?? []).map(([lon]) => lon))).toBe(10);
  });

  it('when numbers are negative or fractional, then they are read exactly', () => {
    const text = geoJson({
      type: 'Polygon',
      coordinates: [
        [
          [-0.125, 0.5],
          [4.75, 0.5],
          [4.75, 2.0625],
          [-0.125, 0.5],
        ],
      ],
    });
    const [polygon] = readPolygonsInBox(text, { minLon: -1, minLat: 0, maxLon: 5, maxLat: 5 });
    expect(polygon?.[0]?.[0]).toEqual([-0.125, 0.5]);
    expect(polygon?.[0]?.[2]).toEqual([4.75, 2.0625]);
  });
});
