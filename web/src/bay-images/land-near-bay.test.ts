import { isOnLand, landInBox, landPolygonsOf, smoothRing, toLocalPolygons } from './land-near-bay';
import { localFrame } from './local-frame';

// A square island from 15.0 to 15.1 east, 44.0 to 44.1 north, with a square lagoon inside.
const island = [
  [
    [15.0, 44.0],
    [15.1, 44.0],
    [15.1, 44.1],
    [15.0, 44.1],
    [15.0, 44.0],
  ],
  [
    [15.04, 44.04],
    [15.06, 44.04],
    [15.06, 44.06],
    [15.04, 44.06],
    [15.04, 44.04],
  ],
] as [number, number][][];
const layer = { features: [{ geometry: { type: 'MultiPolygon', coordinates: [island] } }] };

describe('landInBox', () => {
  it('when the box cuts the island, then only the part inside the box is kept, edges on the box', () => {
    const polygons = landInBox(landPolygonsOf(layer), {
      minLon: 15.08,
      minLat: 44.02,
      maxLon: 15.2,
      maxLat: 44.03,
    });
    expect(polygons).toHaveLength(1);
    const outer = polygons[0]?.[0] ?? [];
    for (const [lon, lat] of outer) {
      expect(lon).toBeGreaterThanOrEqual(15.08);
      expect(lon).toBeLessThanOrEqual(15.1);
      expect(lat).toBeGreaterThanOrEqual(44.02);
      expect(lat).toBeLessThanOrEqual(44.03);
    }
    // The lagoon lies outside the box and is dropped.
    expect(polygons[0]).toHaveLength(1);
  });

  it('when the box misses the land, then nothing is left', () => {
    expect(landInBox(landPolygonsOf(layer), { minLon: 16, minLat: 44, maxLon: 16.1, maxLat: 44.1 })).toEqual(
      [],
    );
  });
});

describe('isOnLand', () => {
  const frame = localFrame({ lat: 44.05, lon: 15.05 });
  const land = toLocalPolygons(landPolygonsOf(layer), frame);

  it('when a point is on the island, then it is on land; in the lagoon or at sea, it is not', () => {
    expect(isOnLand(frame.toLocal({ lat: 44.01, lon: 15.01 }), land)).toBe(true);
    expect(isOnLand(frame.toLocal({ lat: 44.05, lon: 15.05 }), land)).toBe(false);
    expect(isOnLand(frame.toLocal({ lat: 44.2, lon: 15.05 }), land)).toBe(false);
  });

  it('when a ring is smoothed, then it stays closed and inside the original corners', () => {
    const ring = land[0]?.[0] ?? [];
    const smooth = smoothRing(ring, 2);
    expect(smooth[0]).toEqual(smooth[smooth.length - 1]);
    expect(smooth.length).toBe((ring.length - 1) * 4 + 1);
    const xs = ring.map((point) => point.x);
    for (const point of smooth) {
      expect(point.x).toBeGreaterThanOrEqual(Math.min(...xs) - 1e-9);
      expect(point.x).toBeLessThanOrEqual(Math.max(...xs) + 1e-9);
    }
  });
});
