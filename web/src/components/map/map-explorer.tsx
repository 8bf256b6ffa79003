'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import './map.css';
import { useStoredSession } from '../../hooks/use-stored-session';
import { BAY_ZOOM, ISLAND_ZOOM, PLACE_ZOOM } from '../../map/base-style';
import type { MapOpening } from '../../map/initial-region';
import { bboxAround, latitudeBelow } from '../../map/mercator';
import { touchesShownMap } from '../../map/live-status';
import { bayPinSymbol } from '../../map/map-symbols';
import type { BaySummary, Location, MapUpdate } from '../../http/api-schema';
import { stayRuleProblem, type StayRuleProblem } from '../../booking/date-rules';
import { checkStay, defaultStay, type Stay } from '../../map/stay-query';
import { usePublicConfig } from '../layout/public-config-provider';
import { BayList } from './bay-list';
import { BayPanel } from './bay-panel';
import { LocationSearch, type LocationSearchState } from './location-search';
import { MapCanvas } from './map-canvas';
import { MapFilters } from './map-filters';
import { MapLegend } from './map-legend';
import { MapSheet, type SheetSnap } from './map-sheet';
import type { MapCamera, MapPin, MapViewChange } from './map-view';
import { BoatChoice } from './boat-choice';
import { StayFields } from './stay-fields';
import { useChosenBoat } from './use-chosen-boat';
import { findBay, useDrawnBuoys, useMapData } from './use-map-data';
import { useLiveRefetch } from './use-live-refetch';
import { useBayRules, type BayRules } from './use-bay-rules';
import { useBayMisfit } from './use-bay-misfit';
import { useMapControlLabels } from './use-map-labels';

// /{locale}/map (issue 5 item 8): search, stay, the bays in view beside the map, the selected
// bay's prices and buoys, live for signed-in users. The opening's answers come with the page
// (map-opening.ts); on a phone the form folds into a bar and the lists into a sheet (issue 17).

type Props = {
  initialStay: Stay;
  initialBay: { slug: string; lat: number; lon: number } | null;
  opening: MapOpening;
  answeredInPage: { bays: boolean; bayBuoys: boolean };
};

/** The phone layout's breakpoint, as in map.css. */
const PHONE_LAYOUT = '(max-width: 48rem)';

/** On a phone a chosen bay opens the sheet at half, which covers the map's lower half. */
function coveredBySheetPx(): number {
  const map = document.querySelector('.map-explorer__map');
  return map !== null && window.matchMedia(PHONE_LAYOUT).matches ? map.clientHeight / 2 : 0;
}

/** The bay is centred in the upper half left in sight: a quarter of the map's height up. */
const hiddenBySheetPx = () => coveredBySheetPx() / 2;

const PAST: StayRuleProblem = { kind: 'datesInPast' };

/** What the chosen bay's rules refuse of a stay, or the server's word that its dates are past. */
function ruleProblemOf(stay: Stay, rules: BayRules, serverSaysPast: boolean): StayRuleProblem | null {
  const found = stayRuleProblem(stay, rules.times, rules.now);
  return found ?? (serverSaysPast ? PAST : null);
}

function keepInAddressBar(stay: Stay, slug: string | null) {
  const params = new URLSearchParams({ stay: stay.kind });
  if (stay.kind === 'night') {
    params.set('from', stay.from);
    params.set('to', stay.to);
  }
  if (slug !== null) params.set('bay', slug);
  // Not a navigation: the page stays, the address can be shared or reloaded.
  window.history.replaceState(window.history.state, '', `${window.location.pathname}?${params.toString()}`);
}

export function MapExplorer({ initialStay, initialBay, opening, answeredInPage }: Props) {
  const t = useTranslations('MapPage');
  const tRules = useTranslations('StayRules');
  const { mapStyleUrl } = usePublicConfig();
  const session = useStoredSession();
  const owner = session.signedIn ? session.user.email : null;
  const [draft, setDraft] = useState(initialStay);
  const [stay, setStay] = useState(initialStay);
  const [problem, setProblem] = useState(() => checkStay(initialStay));
  const [view, setView] = useState<MapViewChange | null>(null);
  const [selectedSlug, setSelectedSlug] = useState(initialBay?.slug ?? null);
  const [lastSelected, setLastSelected] = useState<BaySummary | null>(null);
  const [camera, setCamera] = useState<MapCamera | null>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [sheet, setSheet] = useState<SheetSnap>(initialBay === null ? 'peek' : 'half');
  const search = useRef<LocationSearchState>({ text: '', suggestions: [] });
  const rememberSearch = useCallback((state: LocationSearchState) => {
    search.current = state;
  }, []);
  const panelHeading = useRef<HTMLHeadingElement>(null);
  const chosenBoat = useChosenBoat(owner);

  const data = useMapData({ view, opening, stay, selectedSlug, owner, answeredInPage });
  const buoys = useDrawnBuoys(data);
  const touchesMap = useCallback(
    (event: MapUpdate) =>
      touchesShownMap(event, new Date(), {
        bayIds: new Set([
          ...data.bays.map((bay) => bay.id),
          ...(data.bayBuoys ? [data.bayBuoys.bay_id] : []),
        ]),
        stay,
      }),
    [data.bays, data.bayBuoys, stay],
  );
  useLiveRefetch(session.signedIn, data.refetch, touchesMap);
  const rules = useBayRules(selectedSlug, data.bays);
  const stayRule = ruleProblemOf(stay, rules, data.datesInPast);
  const draftRule = ruleProblemOf(draft, rules, data.datesInPast && draft === stay);
  const selected =
    findBay(data.bays, selectedSlug) ?? (lastSelected?.slug === selectedSlug ? lastSelected : null);

  useEffect(() => {
    const found = findBay(data.bays, selectedSlug);
    if (found !== null) setLastSelected(found);
  }, [data.bays, selectedSlug]);

  useEffect(() => keepInAddressBar(stay, selectedSlug), [stay, selectedSlug]);

  // A bay's buoys can reach well beyond its pin (a line up a river or a cove): once the chosen
  // bay's buoys are known, the map frames them with the pin, once per choice.
  const framedSlug = useRef<string | null>(null);
  const bayBuoys = data.bayBuoys;
  useEffect(() => {
    if (selectedSlug === null) framedSlug.current = null;
    if (bayBuoys === null || bayBuoys.bay_slug !== selectedSlug || framedSlug.current === selectedSlug)
      return;
    framedSlug.current = selectedSlug;
    const pin = selected === null ? [] : [selected];
    const points = [...pin, ...bayBuoys.buoys];
    if (points.length < 2) return;
    setCamera((current) => ({
      id: (current?.id ?? 0) + 1,
      bounds: bboxAround(points),
      maxZoom: BAY_ZOOM,
      hiddenBelowPx: coveredBySheetPx(),
    }));
  }, [bayBuoys, selectedSlug, selected]);

  const flyTo = useCallback((longitude: number, latitude: number, zoom: number) => {
    setCamera((current) => ({ id: (current?.id ?? 0) + 1, longitude, latitude, zoom }));
  }, []);

  const select = useCallback(
    (slug: string, options: { focus: boolean }) => {
      setSelectedSlug(slug);
      setSheet('half');
      const bay = findBay(data.bays, slug);
      const zoom = Math.max(data.zoom, BAY_ZOOM);
      if (bay) flyTo(bay.lon, latitudeBelow(bay.lat, zoom, hiddenBySheetPx()), zoom);
      if (options.focus) requestAnimationFrame(() => panelHeading.current?.focus());
    },
    [data.bays, data.zoom, flyTo],
  );

  /** The form's stay becomes the map's, and the form folds away on a phone, unless it is refused. */
  function applyStay() {
    const found = checkStay(draft);
    setProblem(found);
    // What the rules refuse is said beside the fields already; the map keeps its last stay.
    if (found === null && draftRule === null) {
      setStay(draft);
      setFiltersOpen(false);
    }
  }

  // A place leaves no card of the bay chosen before it (issue 28 item 6).
  function showLocation(result: Location) {
    if (result.kind === 'bay' && result.bay_slug !== null) {
      setSelectedSlug(result.bay_slug);
      setSheet('half');
      flyTo(result.lon, latitudeBelow(result.lat, BAY_ZOOM, hiddenBySheetPx()), BAY_ZOOM);
    } else {
      setSelectedSlug(null);
      flyTo(result.lon, result.lat, result.place_kind === 'island' ? ISLAND_ZOOM : PLACE_ZOOM);
    }
  }

  // Choosing a suggestion is a search as much as the button is (issue 28 item 6).
  function pickLocation(result: Location) {
    applyStay();
    showLocation(result);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    applyStay();
    // The search button also takes the best match of what is typed but not yet picked.
    const best = search.current.suggestions[0];
    if (best && search.current.text.trim() !== '') showLocation(best);
  }

  /** spec §4: after 14:00 a day stay is over for today; tonight is one tap away. */
  function switchToTonight() {
    const tonight = defaultStay();
    setDraft(tonight);
    setStay(tonight);
    setProblem(null);
  }

  function close() {
    const slug = selectedSlug;
    setSelectedSlug(null);
    requestAnimationFrame(() =>
      document.querySelector<HTMLElement>(`.bay-list__item[data-slug="${slug}"]`)?.focus(),
    );
  }

  const misfit = useBayMisfit(chosenBoat.boat);
  const pins: MapPin[] = useMemo(
    () =>
      data.bays.map((bay) => {
        const symbol = bayPinSymbol(bay);
        return {
          slug: bay.slug,
          name: bay.name,
          lat: bay.lat,
          lon: bay.lon,
          symbol,
          stateLabel: t(`pins.${symbol.label}`),
          misfit: misfit(bay),
        };
      }),
    [data.bays, t, misfit],
  );
  const labels = useMapControlLabels();

  return (
    <div className="map-explorer">
      <div className="map-explorer__side">
        <h1 className="map-explorer__title">{t('title')}</h1>
        <MapFilters stay={stay} open={filtersOpen} onToggle={() => setFiltersOpen((open) => !open)}>
          <form className="map-search" aria-label={t('filtersLabel')} onSubmit={submit} noValidate>
            <LocationSearch onPick={pickLocation} onChange={rememberSearch} />
            <StayFields
              stay={draft}
              problem={problem}
              rules={rules}
              ruleProblem={draftRule}
              onChange={setDraft}
              onTonight={switchToTonight}
            />
            <BoatChoice
              boats={chosenBoat.boats}
              boatId={chosenBoat.boat?.id ?? null}
              onChange={chosenBoat.setBoatId}
            />
            <button type="submit" className="button map-search__submit">
              {t('search')}
            </button>
          </form>
        </MapFilters>
        <MapSheet snap={sheet} onSnap={setSheet}>
          {selected === null ? null : (
            <BayPanel
              bay={selected}
              buoys={buoys.inPanel}
              buoysState={data.bayBuoysState}
              stay={stay}
              stayRule={stayRule === null ? null : { problem: stayRule, timeZone: rules.times.timeZone }}
              onTonight={switchToTonight}
              boat={chosenBoat.boat}
              signedIn={session.signedIn}
              headingRef={panelHeading}
              onClose={close}
            />
          )}
          <BayList
            bays={data.bays}
            selectedSlug={selectedSlug}
            state={data.baysState}
            updating={data.baysUpdating}
            misfit={misfit}
            onSelect={(slug) => select(slug, { focus: true })}
            onRetry={data.refetch}
            failedTitle={data.datesInPast ? tRules('datesInPast') : undefined}
          />
          <MapLegend />
        </MapSheet>
      </div>
      <div className="map-explorer__map" role="region" aria-label={t('mapLabel')}>
        <MapCanvas
          styleUrl={mapStyleUrl}
          initialView={opening}
          camera={camera}
          pins={pins}
          selectedSlug={selectedSlug}
          buoys={buoys.onMap}
          labels={labels}
          onSelectBay={(slug) => select(slug, { focus: false })}
          onViewChange={setView}
          unavailableText={t('mapUnavailable')}
          loadingText={t('mapLoading')}
        />
      </div>
    </div>
  );
}
