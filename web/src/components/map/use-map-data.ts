'use client';

import { useCallback, useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { useApiClient } from '../../hooks/use-api-client';
import { BUOY_ZOOM } from '../../map/base-style';
import { bboxParam, fetchBayBuoys, fetchBays, fetchViewportBuoys } from '../../map/map-api';
import { buoysToDraw, fromBayBuoys, type MapBuoy } from '../../map/map-buoys';
import type { BaySummary } from '../../http/api-schema';
import { stayQuery, type Stay } from '../../map/stay-query';
import type { MapViewChange } from './map-view';

// The map's three questions to the BFF, cached by SWR per viewport, stay and user (so another
// user on this browser never sees the last one's live states).

const MAP_KEYS = new Set(['map-bays', 'map-bay-buoys', 'map-viewport-buoys']);
/** The selected bay's buoys show from this zoom; below it they would pile up on its pin. */
const SELECTED_BUOYS_ZOOM = 10;

type LoadState = 'loading' | 'failed' | 'ready';

const stateOf = (data: unknown, error: unknown, loading: boolean): LoadState =>
  error && !loading ? 'failed' : data === undefined ? 'loading' : 'ready';

export function useMapData(args: {
  view: MapViewChange | null;
  stay: Stay;
  selectedSlug: string | null;
  owner: string | null;
}) {
  const { view, stay, selectedSlug, owner } = args;
  const api = useApiClient();
  const { mutate } = useSWRConfig();
  const query = stayQuery(stay);
  const bbox = view === null ? null : bboxParam(view.bbox);

  const bays = useSWR(
    view === null ? null : ['map-bays', bbox, query, owner],
    () => (view === null ? null : fetchBays(api, view.bbox, stay)),
    { keepPreviousData: true },
  );
  const bayBuoys = useSWR(selectedSlug === null ? null : ['map-bay-buoys', selectedSlug, query, owner], () =>
    selectedSlug === null ? null : fetchBayBuoys(api, selectedSlug, stay),
  );
  const wantsViewport = view !== null && view.zoom >= BUOY_ZOOM;
  const viewportBuoys = useSWR(
    wantsViewport ? ['map-viewport-buoys', bbox, query, owner] : null,
    () => (view === null ? null : fetchViewportBuoys(api, view.bbox, stay)),
    { keepPreviousData: true },
  );

  /** Everything the map shows, asked again (after live changes, or when a load failed). */
  const refetch = useCallback(() => {
    void mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && MAP_KEYS.has(key[0]));
  }, [mutate]);

  return {
    bays: bays.data?.bays ?? [],
    baysState: stateOf(bays.data, bays.error, bays.isLoading),
    liveStatus: bays.data?.live_status ?? false,
    bayBuoys: bayBuoys.data ?? null,
    bayBuoysState: stateOf(bayBuoys.data, bayBuoys.error, bayBuoys.isLoading),
    viewportBuoys: wantsViewport ? (viewportBuoys.data ?? null) : null,
    zoom: view?.zoom ?? 0,
    refetch,
  };
}

export type MapData = ReturnType<typeof useMapData>;

/** What the map draws and the panel lists. */
export function useDrawnBuoys(data: MapData) {
  const selected: MapBuoy[] | null = useMemo(
    () => (data.bayBuoys === null ? null : fromBayBuoys(data.bayBuoys)),
    [data.bayBuoys],
  );
  const viewport: MapBuoy[] | null = data.viewportBuoys?.buoys ?? null;
  const onMap: MapBuoy[] = useMemo(
    () => buoysToDraw(viewport, data.zoom >= SELECTED_BUOYS_ZOOM ? selected : null),
    [viewport, selected, data.zoom],
  );
  const inPanel: MapBuoy[] | null = useMemo(
    () => (selected === null ? null : buoysToDraw(null, selected)),
    [selected],
  );
  return { onMap, inPanel };
}

export function findBay(bays: BaySummary[], slug: string | null): BaySummary | null {
  return slug === null ? null : (bays.find((bay) => bay.slug === slug) ?? null);
}
