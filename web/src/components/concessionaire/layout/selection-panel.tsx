'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { hullKindValues, managementKindValues, type HullKind } from '../../../http/api-schema';
import type { EditorAction, EditorBuoy } from './layout-editor-state';

// The side panel for the selected buoys (issue 27 item 3): max LOA, hull kinds and management
// for all of them at once; a single buoy's label and position too, the keyboard's way to place
// it. Every change is applied at once and saved with the layout.

type Props = {
  selection: EditorBuoy[];
  repeated: ReadonlySet<string>;
  dispatch: (action: EditorAction) => void;
};

/** A number field that keeps what is typed, passes on only numbers, and follows a drag on the map. */
function NumberField(props: {
  id: string;
  label: string;
  value: number;
  step: string;
  onNumber: (value: number) => void;
}) {
  const [text, setText] = useState(String(props.value));
  const [shown, setShown] = useState(props.value);
  if (shown !== props.value) {
    setShown(props.value);
    if (Number(text) !== props.value) setText(String(props.value));
  }
  const invalid = text.trim() === '' || !Number.isFinite(Number(text));
  return (
    <div className="field">
      <label className="field__label" htmlFor={props.id}>
        {props.label}
      </label>
      <input
        id={props.id}
        className="field__input"
        type="number"
        inputMode="decimal"
        step={props.step}
        value={text}
        aria-invalid={invalid}
        onChange={(event) => {
          setText(event.target.value);
          const value = Number(event.target.value);
          if (event.target.value.trim() !== '' && Number.isFinite(value)) props.onNumber(value);
        }}
      />
    </div>
  );
}

function OneBuoyFields({ buoy, repeated, dispatch }: { buoy: EditorBuoy } & Omit<Props, 'selection'>) {
  const t = useTranslations('LayoutEditor');
  const taken = repeated.has(buoy.label.trim());
  return (
    <>
      <div className="field">
        <label className="field__label" htmlFor="layout-label">
          {t('label')}
        </label>
        <input
          id="layout-label"
          className="field__input"
          value={buoy.label}
          maxLength={12}
          aria-invalid={taken || buoy.label.trim() === ''}
          aria-describedby={taken ? 'layout-label-error' : undefined}
          onChange={(event) => dispatch({ type: 'relabel', key: buoy.key, label: event.target.value })}
        />
        {taken ? (
          <p id="layout-label-error" className="field__error">
            {t('labelTaken')}
          </p>
        ) : null}
      </div>
      <div className="layout-panel__pair">
        <NumberField
          id="layout-lat"
          label={t('lat')}
          value={buoy.lat}
          step="0.00001"
          onNumber={(lat) => dispatch({ type: 'move', key: buoy.key, lat, lon: buoy.lon })}
        />
        <NumberField
          id="layout-lon"
          label={t('lon')}
          value={buoy.lon}
          step="0.00001"
          onNumber={(lon) => dispatch({ type: 'move', key: buoy.key, lat: buoy.lat, lon })}
        />
      </div>
    </>
  );
}

function KindFields({ first, dispatch }: { first: EditorBuoy; dispatch: Props['dispatch'] }) {
  const t = useTranslations('LayoutEditor');
  const toggleHull = (kind: HullKind, on: boolean) => {
    const kinds = on ? [...first.hull_kinds, kind] : first.hull_kinds.filter((one) => one !== kind);
    dispatch({ type: 'edit', change: { hull_kinds: hullKindValues.filter((one) => kinds.includes(one)) } });
  };
  return (
    <>
      <NumberField
        id="layout-max-loa"
        label={t('maxLoa')}
        value={first.max_loa_cm / 100}
        step="0.1"
        onNumber={(metres) => dispatch({ type: 'edit', change: { max_loa_cm: Math.round(metres * 100) } })}
      />
      <fieldset className="layout-panel__group">
        <legend className="field__label">{t('hullKinds')}</legend>
        {hullKindValues.map((kind) => (
          <label key={kind} className="checkbox">
            <input
              className="checkbox__input"
              type="checkbox"
              checked={first.hull_kinds.includes(kind)}
              onChange={(event) => toggleHull(kind, event.target.checked)}
            />
            <span>{t(`hull.${kind}`)}</span>
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label className="field__label" htmlFor="layout-management">
          {t('management')}
        </label>
        <select
          id="layout-management"
          className="field__input"
          value={first.management_kind}
          onChange={(event) => {
            const kind = managementKindValues.find((one) => one === event.target.value);
            if (kind) dispatch({ type: 'edit', change: { management_kind: kind } });
          }}
        >
          {managementKindValues.map((kind) => (
            <option key={kind} value={kind}>
              {t(`kind.${kind}`)}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}

export function SelectionPanel({ selection, repeated, dispatch }: Props) {
  const t = useTranslations('LayoutEditor');
  const [first] = selection;
  if (first === undefined)
    return (
      <section className="layout-panel" aria-labelledby="layout-panel-title">
        <h2 id="layout-panel-title">{t('noneSelected')}</h2>
        <p className="backoffice-count">{t('selectionHint')}</p>
      </section>
    );
  // The fields show the first buoy's values; a change goes to every selected buoy. The key
  // starts the fields afresh when the selection changes.
  const key = selection.map((buoy) => buoy.key).join(' ');
  return (
    <section className="layout-panel" aria-labelledby="layout-panel-title" key={key}>
      <h2 id="layout-panel-title">
        {selection.length === 1
          ? t('oneSelected', { label: first.label })
          : t('selectionTitle', { count: selection.length })}
      </h2>
      {selection.length === 1 ? <OneBuoyFields buoy={first} repeated={repeated} dispatch={dispatch} /> : null}
      <KindFields first={first} dispatch={dispatch} />
      <div className="layout-panel__actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => dispatch({ type: 'selectNone' })}
        >
          {t('selectNone')}
        </button>
        <button
          type="button"
          className="button button--secondary layout-panel__remove"
          onClick={() => dispatch({ type: 'removeSelected' })}
        >
          {t('remove', { count: selection.length })}
        </button>
      </div>
    </section>
  );
}
