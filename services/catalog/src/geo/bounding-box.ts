import { AppError } from '@moorline/kit';
import { metresPerDegreeLat } from './distance';

export interface BoundingBox {
  minLon: number;
  minLat: number;
  maxLon: number;
  maxLat: number;
}

export interface GeoPoint {
  lat: number;
  lon: number;
}

const within = (value: number, limit: number) => Number.isFinite(value) && Math.abs(value) <= limit;

/** A map viewport must be a real box: finite degrees in range, west < east, south < north. */
export function validBoundingBox(box: BoundingBox | undefined): BoundingBox {
  if (!box) throw new AppError('invalid_request', 'A bounding box is required');
  const { minLon, minLat, maxLon, maxLat } = box;
  const inRange = within(minLon, 180) && within(maxLon, 180) && within(minLat, 90) && within(maxLat, 90);
  if (!inRange || minLon >= maxLon || minLat >= maxLat)
    throw new AppError('invalid_request', 'Invalid bounding box');
  return { minLon, minLat, maxLon, maxLat };
}

/**
 * The box that holds every point within `radiusM` of `centre`: a cheap first filter (it can
 * use the location indexes) before the exact distance. Clamped to the map's range; a circle
 * across the antimeridian or a pole is cut there, as viewports are.
 */
export function boxAroundPoint(centre: GeoPoint, radiusM: number): BoundingBox {
  const dLat = radiusM / metresPerDegreeLat;
  // At a pole every longitude is near; the clamp below turns the huge width into all of them.
  const dLon = dLat / Math.max(Math.cos((centre.lat * Math.PI) / 180), 1e-9);
  return {
    minLon: Math.max(-180, centre.lon - dLon),
    minLat: Math.max(-90, centre.lat - dLat),
    maxLon: Math.min(180, centre.lon + dLon),
    maxLat: Math.min(90, centre.lat + dLat),
  };
}
