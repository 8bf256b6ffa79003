import { ADRIATIC_VIEW, BAY_ZOOM, LAND_BOUNDS } from './base-style';
import type { Bbox } from './map-api';
import { fromMercatorY, toMercatorY, WORLD_PX_AT_ZOOM_0 } from './mercator';

// The area the map opens on, known before the engine starts (issue 17): the server asks for its
// bays so that the list and the first pins are in the page's HTML, and the browser keys them the
// same way until the map reports its own bounds.

export type MapOpening = { longitude: number; latitude: number; zoom: number };

/** A large screen's map at this view; a smaller one shows part of it. */
const COVERED_PX = { width: 1600, height: 1000 };

/** The bounds a large screen shows at the opening view, kept inside the land layer's box. */
export function openingRegion(view: MapOpening): Bbox {
  const worldPx = WORLD_PX_AT_ZOOM_0 * 2 ** view.zoom;
  const halfLon = (COVERED_PX.width / 2 / worldPx) * 360;
  const halfY = (COVERED_PX.height / 2 / worldPx) * 2 * Math.PI;
  const centreY = toMercatorY(view.latitude);
  return {
    minLon: Math.max(LAND_BOUNDS.minLon, view.longitude - halfLon),
    minLat: Math.max(LAND_BOUNDS.minLat, fromMercatorY(centreY - halfY)),
    maxLon: Math.min(LAND_BOUNDS.maxLon, view.longitude + halfLon),
    maxLat: Math.min(LAND_BOUNDS.maxLat, fromMercatorY(centreY + halfY)),
  };
}

/** The whole Adriatic, or close in on the bay the address names (?bay=). */
export function openingView(bay: { lat: number; lon: number } | null): MapOpening {
  return bay === null ? ADRIATIC_VIEW : { longitude: bay.lon, latitude: bay.lat, zoom: BAY_ZOOM };
}
