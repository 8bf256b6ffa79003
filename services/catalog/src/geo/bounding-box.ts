import { AppError } from '@moorline/kit';

export interface BoundingBox {
  minLon: number;
  minLat: number;
  maxLon: number;
  maxLat: number;
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
