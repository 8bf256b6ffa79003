'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useMemo, useReducer, useRef, useState } from 'react';
import { useApiClient } from '../../../hooks/use-api-client';
import type { ApiError } from '../../../http/api-error';
import type { BayLayout, BayLayoutRefusal } from '../../../http/api-schema';
import { FormAlert } from '../../auth/form-alert';
import { usePublicConfig } from '../../layout/public-config-provider';
import { MapErrorBoundary } from '../../map/map-canvas';
import type { OperatorBay } from '../backoffice-types';
import { sendBayLayout } from './layout-api';
import { LayoutBookings } from './layout-bookings';
import { LayoutBuoyList, useRefusalText } from './layout-buoy-list';
import {
  emptyEditor,
  isDirty,
  layoutEditorReducer,
  repeatedLabels,
  rowsOf,
  type EditorBuoy,
} from './layout-editor-state';
import { LayoutExport } from './layout-export';
import { LayoutImport } from './layout-import';
import { LayoutRefusals } from './layout-refusals';
import { LayoutToolbar } from './layout-toolbar';
import { SelectionPanel } from './selection-panel';
import { useUnsavedGuard } from './use-unsaved-guard';

// The editor itself (issue 27 item 3): the map and the list of the same buoys, the selection's
// panel, Save (the whole layout in one request) and Discard, and what the server refused.

const LayoutMapView = dynamic(() => import('./layout-map-view'), { ssr: false });

type Props = { bay: OperatorBay; layout: BayLayout; onSaved: (layout: BayLayout) => void };

type Outcome =
  | { kind: 'saved'; added: number; updated: number; removed: number }
  | { kind: 'refused'; code: BayLayoutRefusal['code'] }
  | { kind: 'applied'; rows: number }
  | { kind: 'failed'; error: ApiError };

function useSave(bay: OperatorBay, layout: BayLayout, onSaved: Props['onSaved']) {
  const api = useApiClient();
  const [state, dispatch] = useReducer(layoutEditorReducer, layout.buoys, (buoys) =>
    layoutEditorReducer(emptyEditor(), { type: 'loaded', buoys }),
  );
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  async function save() {
    setSaving(true);
    setOutcome(null);
    const answer = await sendBayLayout(api, bay.bay_id, rowsOf(state.buoys), false);
    setSaving(false);
    if (answer.kind === 'failed') return setOutcome(answer);
    if (answer.kind === 'refused') {
      const { refusal } = answer;
      dispatch({ type: 'refused', rows: refusal.refused_rows, bookings: refusal.bookings_in_the_way });
      return setOutcome({ kind: 'refused', code: refusal.code });
    }
    const { verdict } = answer;
    dispatch({ type: 'loaded', buoys: verdict.buoys });
    onSaved({ pin: layout.pin, buoys: verdict.buoys });
    setOutcome({ kind: 'saved', added: verdict.added, updated: verdict.updated, removed: verdict.removed });
  }
  return { state, dispatch, saving, outcome, setOutcome, save };
}

function SaveOutcome({ outcome }: { outcome: Outcome | null }) {
  const t = useTranslations('LayoutEditor');
  const codes = useTranslations('ErrorCodes');
  if (outcome?.kind === 'failed') return <FormAlert summary={null} error={outcome.error} />;
  return (
    <div role="status" className="layout-editor__outcome">
      {outcome?.kind === 'saved' ? <p className="alert alert--success">{t('saved', outcome)}</p> : null}
      {outcome?.kind === 'applied' ? <p className="alert alert--info">{t('applied', outcome)}</p> : null}
      {outcome?.kind === 'refused' ? <p className="alert alert--error">{codes(outcome.code)}</p> : null}
    </div>
  );
}

export function LayoutWorkbench({ bay, layout, onSaved }: Props) {
  const t = useTranslations('LayoutEditor');
  const { mapStyleUrl } = usePublicConfig();
  const { state, dispatch, saving, outcome, setOutcome, save } = useSave(bay, layout, onSaved);
  const [adding, setAdding] = useState(false);
  // Where an applied import brings the eye back to: its rows and refusals are up here.
  const top = useRef<HTMLDivElement>(null);
  const [mapFailed, setMapFailed] = useState(false);
  const mapLabels = useMemo(
    () => ({ map: t('mapLabel'), zoomIn: t('zoomIn'), zoomOut: t('zoomOut'), attribution: t('attribution') }),
    [t],
  );
  const mapNotice = (
    <p className="layout-map layout-map--failed" role="status">
      {t('mapUnavailable')}
    </p>
  );
  const refusalText = useRefusalText();
  const dirty = isDirty(state);
  useUnsavedGuard(dirty, t('leaveQuestion'));
  const selected = useMemo(() => new Set(state.selected), [state.selected]);
  const refused = useMemo(() => new Set(Object.keys(state.refusals)), [state.refusals]);
  const repeated = repeatedLabels(state.buoys);
  const selection = state.buoys.filter((buoy) => selected.has(buoy.key));
  const titleOf = (buoy: EditorBuoy) =>
    [
      `${buoy.label} · ${t(`kind.${buoy.management_kind}`)}`,
      ...(state.refusals[buoy.key] ?? []).map(refusalText),
    ].join('\n');

  return (
    <div className="layout-editor" data-dirty={dirty} ref={top}>
      <LayoutToolbar
        adding={adding}
        dirty={dirty}
        saving={saving}
        onToggleAdding={() => setAdding((on) => !on)}
        onAddAtPin={() => dispatch({ type: 'add', lat: layout.pin.lat, lon: layout.pin.lon })}
        onSave={() => void save()}
        onDiscard={() => {
          dispatch({ type: 'discard' });
          setOutcome(null);
        }}
      />
      <p className="field__hint">{adding ? t('addingHint') : t('mapHint')}</p>
      <SaveOutcome outcome={outcome} />
      <LayoutRefusals state={state} dispatch={dispatch} />
      {state.bookings.length > 0 ? (
        <LayoutBookings
          bayId={bay.bay_id}
          timeZone={bay.time_zone}
          bookings={state.bookings}
          saved={state.saved}
        />
      ) : null}
      <div className="layout-editor__main">
        <div className="layout-editor__map">
          {mapFailed ? (
            mapNotice
          ) : (
            <MapErrorBoundary fallback={mapNotice}>
              <LayoutMapView
                styleUrl={mapStyleUrl}
                pin={layout.pin}
                buoys={state.buoys}
                selected={selected}
                refused={refused}
                adding={adding}
                labels={mapLabels}
                titleOf={titleOf}
                onAdd={(lat, lon) => dispatch({ type: 'add', lat, lon })}
                onMove={(key, lat, lon) => dispatch({ type: 'move', key, lat, lon })}
                onSelect={(key, additive) => dispatch({ type: 'select', key, additive })}
                onClearSelection={() => dispatch({ type: 'selectNone' })}
                onFailed={() => setMapFailed(true)}
              />
            </MapErrorBoundary>
          )}
        </div>
        <div className="layout-editor__side">
          <SelectionPanel selection={selection} repeated={repeated} dispatch={dispatch} />
          <LayoutBuoyList
            buoys={state.buoys}
            selected={selected}
            refusals={state.refusals}
            dispatch={dispatch}
          />
        </div>
      </div>
      <div className="layout-editor__files">
        <LayoutImport
          bayId={bay.bay_id}
          buoys={state.buoys}
          onApply={(rows, verdict) => {
            dispatch({ type: 'replace', rows });
            dispatch({ type: 'refused', rows: verdict.refused_rows, bookings: verdict.bookings_in_the_way });
            setOutcome({ kind: 'applied', rows: rows.length });
            top.current?.scrollIntoView({ block: 'start' });
          }}
        />
        <LayoutExport bay={bay} buoys={state.buoys} />
      </div>
    </div>
  );
}
