'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { MapSourceDataEvent } from 'react-map-gl/maplibre';
import type { MapControlLabels } from './map-view';
import {
  initialBasemap,
  LAND_BOUNDS,
  ONLINE_BASE_TIMEOUT_MS,
  probeStyle,
  styleOf,
  type Basemap,
} from '../../map/base-style';

// The base every map of the app draws on (the public map, its embeds, the layout editor).

/** The maps never leave the box the offline land covers. */
export const MAP_BOUNDS: [number, number, number, number] = [
  LAND_BOUNDS.minLon,
  LAND_BOUNDS.minLat,
  LAND_BOUNDS.maxLon,
  LAND_BOUNDS.maxLat,
];

// MapLibre starts its worker from this file; the bundler emits it under /_next/static/media.
export const MAP_WORKER_URL = new URL('maplibre-gl/dist/maplibre-gl-worker.mjs', import.meta.url).href;

/**
 * Issue 17: the online style once its JSON is in hand, else the offline base. Should the online
 * style's sources fail before its first tile arrives, or that tile take too long, the offline base
 * replaces it; the app's pins and buoys sit above either (DOM markers and deck.gl's own canvas).
 */
export function useBasemap(styleUrl: string | null) {
  const [basemap, setBasemap] = useState<Basemap>(() => initialBasemap(styleUrl));
  const settled = useRef(false);
  useEffect(() => {
    settled.current = false;
    const initial = initialBasemap(styleUrl);
    setBasemap((shown) => (shown.kind === initial.kind ? shown : initial));
    if (initial.kind !== 'probing') return;
    let current = true;
    void probeStyle(initial.styleUrl, window.fetch.bind(window)).then((probed) => {
      if (current) setBasemap(probed);
    });
    return () => {
      current = false;
    };
  }, [styleUrl]);

  const online = basemap.kind === 'online';
  const fallBack = useCallback(() => {
    if (!settled.current) setBasemap({ kind: 'offline' });
  }, []);
  useEffect(() => {
    if (!online) return;
    const timer = window.setTimeout(fallBack, ONLINE_BASE_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [online, fallBack]);

  const style = useMemo(() => styleOf(basemap, window.location.origin), [basemap]);
  return {
    basemap,
    /** What MapLibre draws: none while the online style is still being fetched. */
    style,
    /** A tile of the base arrived: its host works, and a later failure is only a gap. */
    onSourceData: (event: MapSourceDataEvent) => {
      if (event.tile !== undefined) settled.current = true;
    },
    /** A source or style error before the first tile means the base cannot be drawn. */
    onBaseError: () => {
      if (online) fallBack();
    },
  };
}

/** MapLibre's own texts (its controls' titles) in the page language: its defaults are English. */
export function useMapLocale(labels: MapControlLabels): Record<string, string> {
  return useMemo(
    () => ({
      'Map.Title': labels.map,
      'NavigationControl.ZoomIn': labels.zoomIn,
      'NavigationControl.ZoomOut': labels.zoomOut,
      'AttributionControl.ToggleAttribution': labels.attribution,
    }),
    [labels],
  );
}
