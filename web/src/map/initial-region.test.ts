import { describe, expect, it } from '@jest/globals';
import { ADRIATIC_VIEW, BAY_ZOOM, LAND_BOUNDS } from './base-style';
import { openingRegion, openingView } from './initial-region';
import { latitudeBelow } from './mercator';

describe('opening region', () => {
  it('when the map opens on the whole Adriatic, then the region spans the land layer box and stays in it', () => {
    const region = openingRegion(ADRIATIC_VIEW);
    expect(region).toMatchObject({
      minLon: LAND_BOUNDS.minLon,
      maxLon: LAND_BOUNDS.maxLon,
      maxLat: LAND_BOUNDS.maxLat,
    });
    // Otranto, the Adriatic's southern end, is at 40.1° N.
    expect(region.minLat).toBeGreaterThanOrEqual(LAND_BOUNDS.minLat);
    expect(region.minLat).toBeLessThan(40);
  });

  it('when the map opens on a bay, then the region is a few kilometres around it', () => {
    const region = openingRegion(openingView({ lat: 43.88, lon: 15.18 }));
    expect(region.minLon).toBeLessThan(15.18);
    expect(region.maxLon).toBeGreaterThan(15.18);
    expect(region.maxLon - region.minLon).toBeCloseTo((1600 / (512 * 2 ** BAY_ZOOM)) * 360, 6);
    expect(region.minLat).toBeLessThan(43.88);
    expect(region.maxLat).toBeGreaterThan(43.88);
    expect(region.maxLat - region.minLat).toBeLessThan(0.05);
  });

  it('when the address names no bay, then the map opens on the Adriatic', () => {
    expect(openingView(null)).toEqual(ADRIATIC_VIEW);
  });

  it('when the centre moves down by screen pixels, then one tile height at zoom 0 spans the whole projection', () => {
    expect(latitudeBelow(43.5, 15, 0)).toBeCloseTo(43.5, 10);
    expect(latitudeBelow(43.5, 15, 200)).toBeLessThan(43.5);
    // 256 px at zoom 0 from the equator is half the world's height: the projection's edge.
    expect(latitudeBelow(0, 0, -256)).toBeCloseTo(85.0511, 3);
  });
});
