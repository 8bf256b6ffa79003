import type { StyleSpecification } from 'maplibre-gl';

// Issue 17: the map draws a real vector basemap (coastline detail, place names) from the configured
// style, by default a keyless public one (config.ts). When that style cannot load (no network, as
// in tests and CI) it falls back to the offline style: Adriatic land cut into vector tiles at build
// time (scripts/build-land-layer.ts) on a sea-coloured background. The land comes from
// OpenStreetMap, hence the attribution.

export const OSM_ATTRIBUTION = '© OpenStreetMap contributors';

/**
 * The offline land tiles live under a folder named after the data and the options they were cut
 * with, so each file can be cached for good. scripts/build-land-layer.ts computes the name and
 * refuses to build when it differs from this one.
 */
export const LAND_TILES = {
  version: '656a8723d9',
  minZoom: 5,
  /** Deeper zooms draw the z11 tiles enlarged: the data has no finer detail to show. */
  maxZoom: 11,
  sourceLayer: 'land',
};
export const LAND_TILES_PATH = `/map/land/${LAND_TILES.version}`;

/** Land is drawn inside this box and the map never leaves it (scripts/build-land-layer.ts). */
export const LAND_BOUNDS = { minLon: 10.5, minLat: 39.2, maxLon: 21.5, maxLat: 47.2 };

const SEA = '#a9cbe0';
const LAND = '#f3f0e6';
const COAST = '#7d9486';

export function offlineStyle(origin: string): StyleSpecification {
  return {
    version: 8,
    name: 'Moorline offline',
    sources: {
      land: {
        type: 'vector',
        tiles: [`${origin}${LAND_TILES_PATH}/{z}/{x}/{y}.pbf`],
        minzoom: LAND_TILES.minZoom,
        maxzoom: LAND_TILES.maxZoom,
        bounds: [LAND_BOUNDS.minLon, LAND_BOUNDS.minLat, LAND_BOUNDS.maxLon, LAND_BOUNDS.maxLat],
        attribution: OSM_ATTRIBUTION,
      },
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': SEA } },
      {
        id: 'land',
        type: 'fill',
        source: 'land',
        'source-layer': LAND_TILES.sourceLayer,
        paint: { 'fill-color': LAND, 'fill-outline-color': COAST },
      },
    ],
  };
}

/** Which base the map draws: the online style (once its JSON is in hand) or the offline one. */
export type Basemap =
  { kind: 'probing'; styleUrl: string } | { kind: 'online'; style: StyleSpecification } | { kind: 'offline' };

/** Without a style URL (MAP_STYLE_URL=offline) the map starts on the offline base. */
export function initialBasemap(styleUrl: string | null): Basemap {
  return styleUrl === null ? { kind: 'offline' } : { kind: 'probing', styleUrl };
}

/**
 * How long the style's JSON may take. Offline, the request fails at once (no name resolution); a
 * network that swallows requests would otherwise leave the map blank for the browser's own timeout.
 */
export const STYLE_PROBE_TIMEOUT_MS = 6000;
/** How long the online style may take to bring its first tile before the offline base replaces it. */
export const ONLINE_BASE_TIMEOUT_MS = 15_000;

function isStyle(value: unknown): value is StyleSpecification {
  if (typeof value !== 'object' || value === null) return false;
  const style = value as Partial<StyleSpecification>;
  return style.version === 8 && typeof style.sources === 'object' && Array.isArray(style.layers);
}

/**
 * Fetches the online style's JSON before the map gets it: when the host cannot be reached the map
 * starts on the offline base straight away, without MapLibre's error and a blank first frame.
 */
export async function probeStyle(
  styleUrl: string,
  load: typeof fetch,
  timeoutMs = STYLE_PROBE_TIMEOUT_MS,
): Promise<Basemap> {
  try {
    const response = await load(styleUrl, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) return { kind: 'offline' };
    const style: unknown = await response.json();
    return isStyle(style) ? { kind: 'online', style } : { kind: 'offline' };
  } catch {
    return { kind: 'offline' };
  }
}

/** The style MapLibre gets for a base; none while the online style is still being fetched. */
export function styleOf(basemap: Basemap, origin: string): StyleSpecification | null {
  if (basemap.kind === 'probing') return null;
  return basemap.kind === 'online' ? basemap.style : offlineStyle(origin);
}

/** The whole Adriatic, as the map opens. */
export const ADRIATIC_VIEW = { longitude: 15.8, latitude: 43.4, zoom: 6 };
/** From this zoom the map draws individual buoys. */
export const BUOY_ZOOM = 12;
export const BAY_ZOOM = 15;
/** Zoom for a searched place: an island whole, a town or cove closer. */
export const ISLAND_ZOOM = 10;
export const PLACE_ZOOM = 11.5;
