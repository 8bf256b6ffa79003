'use client';

import { useCallback, useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { useApiClient } from '../../hooks/use-api-client';
import { BUOY_ZOOM } from '../../map/base-style';
import { openingRegion, type MapOpening } from '../../map/initial-region';
import { fetchBayBuoys, fetchBays, fetchViewportBuoys, MapApiError } from '../../map/map-api';
import { buoysToDraw, fromBayBuoys, type MapBuoy } from '../../map/map-buoys';
import { bayBuoysKey, baysKey, MAP_KEY_NAMES, viewportBuoysKey } from '../../map/map-keys';
import type { BaySummary } from '../../http/api-schema';
import type { Stay } from '../../map/stay-query';
import type { MapViewChange } from './map-view';

// The map's three questions to the BFF, cached by SWR per viewport, stay and user (map-keys.ts).
// Until the engine reports its bounds the bays are those of the opening region, which the server
// answered in the page (SWR fallback, issue 17): the list and pins need no WebGL to show.
/** The selected bay's buoys show from this zoom; below it they would pile up on its pin. */
const SELECTED_BUOYS_ZOOM = 10;

type LoadState = 'loading' | 'failed' | 'ready';

/** The server's refusal of a stay in the past at a bay (issue 28 item 3): the boater's to fix. */
const isPastDates = (error: unknown) => error instanceof MapApiError && error.code === 'dates_in_past';

const stateOf = (data: unknown, error: unknown, loading: boolean): LoadState =>
  error && !loading ? 'failed' : data === undefined ? 'loading' : 'ready';

export function useMapData(args: {
  view: MapViewChange | null;
  opening: MapOpening;
  stay: Stay;
  selectedSlug: string | null;
  owner: string | null;
  /** Which of the opening's answers the page came with: those need not be asked again at once. */
  answeredInPage: { bays: boolean; bayBuoys: boolean };
}) {
  const { view, stay, selectedSlug, owner } = args;
  const api = useApiClient();
  const { mutate } = useSWRConfig();
  const baysBbox = view?.bbox ?? openingRegion(args.opening);

  const bays = useSWR(baysKey(baysBbox, stay, owner), () => fetchBays(api, baysBbox, stay), {
    keepPreviousData: true,
    revalidateOnMount: !args.answeredInPage.bays,
  });
  const bayBuoys = useSWR(
    selectedSlug === null ? null : bayBuoysKey(selectedSlug, stay, owner),
    () => (selectedSlug === null ? null : fetchBayBuoys(api, selectedSlug, stay)),
    { revalidateOnMount: !args.answeredInPage.bayBuoys },
  );
  const wantsViewport = view !== null && view.zoom >= BUOY_ZOOM;
  const viewportBuoys = useSWR(
    wantsViewport ? viewportBuoysKey(view.bbox, stay, owner) : null,
    () => (view === null ? null : fetchViewportBuoys(api, view.bbox, stay)),
    { keepPreviousData: true },
  );

  /** Everything the map shows, asked again (after live changes, or when a load failed). */
  const refetch = useCallback(() => {
    void mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && MAP_KEY_NAMES.has(key[0]));
  }, [mutate]);

  return {
    bays: bays.data?.bays ?? [],
    baysState: stateOf(bays.data, bays.error, bays.isLoading),
    /** The shown bays are for an earlier view while this view's are asked for. */
    baysUpdating: bays.isValidating,
    liveStatus: bays.data?.live_status ?? false,
    bayBuoys: bayBuoys.data ?? null,
    bayBuoysState: stateOf(bayBuoys.data, bayBuoys.error, bayBuoys.isLoading),
    viewportBuoys: wantsViewport ? (viewportBuoys.data ?? null) : null,
    zoom: view?.zoom ?? args.opening.zoom,
    datesInPast: isPastDates(bays.error) || isPastDates(bayBuoys.error),
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
