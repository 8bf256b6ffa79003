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

/** The whole Adriatic, as the map opens. */
export const ADRIATIC_VIEW = { longitude: 15.6, latitude: 43.6, zoom: 5.6 };
/** From this zoom the map draws individual buoys. */
export const BUOY_ZOOM = 12;
export const BAY_ZOOM = 14;
export const PLACE_ZOOM = 11;
