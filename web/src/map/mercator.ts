// Web Mercator as MapLibre draws it: 512 px tiles, y in radians of the projection.

import type { Bbox } from './map-api';

export const WORLD_PX_AT_ZOOM_0 = 512;

export const toMercatorY = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));
export const fromMercatorY = (y: number) => (360 / Math.PI) * Math.atan(Math.exp(y)) - 90;

/** The latitude `px` screen pixels south of `lat` at this zoom. */
export function latitudeBelow(lat: number, zoom: number, px: number): number {
  const radiansPerPx = (2 * Math.PI) / (WORLD_PX_AT_ZOOM_0 * 2 ** zoom);
  return fromMercatorY(toMercatorY(lat) - px * radiansPerPx);
}

/** The smallest box holding every point (at least one). */
export function bboxAround(points: readonly { lat: number; lon: number }[]): Bbox {
  const lats = points.map((point) => point.lat);
  const lons = points.map((point) => point.lon);
  return {
    minLon: Math.min(...lons),
    minLat: Math.min(...lats),
    maxLon: Math.max(...lons),
    maxLat: Math.max(...lats),
  };
}
