import type { StyleSpecification } from 'maplibre-gl';

// Issue 5 item 8: without a configured style (MAP_STYLE_URL) the map draws the Adriatic land
// layer made at build time (scripts/build-land-layer.ts) on a sea-coloured background, so it
// works without internet. The land comes from OpenStreetMap, hence the attribution.

export const LAND_LAYER_PATH = '/map/adriatic-land.geojson';
export const OSM_ATTRIBUTION = '© OpenStreetMap contributors';

const SEA = '#a9cbe0';
const LAND = '#f3f0e6';
const COAST = '#7d9486';

export function offlineStyle(origin: string): StyleSpecification {
  return {
    version: 8,
    sources: {
      land: { type: 'geojson', data: `${origin}${LAND_LAYER_PATH}`, attribution: OSM_ATTRIBUTION },
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': SEA } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': LAND } },
      { id: 'coast', type: 'line', source: 'land', paint: { 'line-color': COAST, 'line-width': 0.8 } },
    ],
  };
}

/** The style to load: the configured one, or the offline land layer. */
export function mapStyle(configured: string | null, origin: string): string | StyleSpecification {
  return configured ?? offlineStyle(origin);
}

/** Land is drawn inside this box and the map never leaves it (scripts/build-land-layer.ts). */
export const LAND_BOUNDS = { minLon: 10.5, minLat: 39.2, maxLon: 21.5, maxLat: 47.2 };

/** The whole Adriatic, as the map opens. */
export const ADRIATIC_VIEW = { longitude: 15.8, latitude: 43.4, zoom: 6 };
/** From this zoom the map draws individual buoys. */
export const BUOY_ZOOM = 12;
export const BAY_ZOOM = 15;
/** Zoom for a searched place: an island whole, a town or cove closer. */
export const ISLAND_ZOOM = 10;
export const PLACE_ZOOM = 11.5;
