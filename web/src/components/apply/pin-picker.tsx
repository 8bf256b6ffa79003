'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { usePublicConfig } from '../layout/public-config-provider';
import { FieldError } from '../forms/field-error';
import { MapErrorBoundary } from '../map/map-canvas';
import type { Pin } from './application-form-model';

// The bay's pin: a map to click (its engine fetched only here, next/dynamic) and the coordinates
// as two fields, which a keyboard or a device without WebGL uses instead.
const PinPickerMap = dynamic(() => import('./pin-picker-map'), { ssr: false });

type Props = { id: string; pin: Pin | null; error: string | undefined; onChange: (pin: Pin | null) => void };

const shown = (degrees: number | undefined) =>
  degrees === undefined ? '' : String(Number(degrees.toFixed(6)));

function parsed(lat: string, lon: string): Pin | null {
  const pin = { lat: Number(lat), lon: Number(lon) };
  const valid = lat.trim() !== '' && lon.trim() !== '' && Math.abs(pin.lat) <= 90 && Math.abs(pin.lon) <= 180;
  return valid && Number.isFinite(pin.lat) && Number.isFinite(pin.lon) ? pin : null;
}

export function PinPicker({ id, pin, error, onChange }: Props) {
  const t = useTranslations('ApplyPage');
  const { mapStyleUrl } = usePublicConfig();
  const labels = useMemo(
    () => ({ map: t('mapLabel'), zoomIn: t('zoomIn'), zoomOut: t('zoomOut'), attribution: t('attribution') }),
    [t],
  );
  // What is typed stays as typed (half a number is no pin yet); a click on the map writes both.
  const [typed, setTyped] = useState({ lat: shown(pin?.lat), lon: shown(pin?.lon) });
  const type = (name: 'lat' | 'lon', value: string) => {
    const next = { ...typed, [name]: value };
    setTyped(next);
    onChange(parsed(next.lat, next.lon));
  };
  const pick = (picked: Pin) => {
    setTyped({ lat: shown(picked.lat), lon: shown(picked.lon) });
    onChange(picked);
  };
  const errorId = `${id}-error`;
  const field = (name: 'lat' | 'lon', label: string) => (
    <div className="field">
      <label className="field__label" htmlFor={`${id}-${name}`}>
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        className="field__input"
        inputMode="decimal"
        autoComplete="off"
        value={typed[name]}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : `${id}-hint`}
        onChange={(event) => type(name, event.target.value)}
      />
    </div>
  );
  return (
    <fieldset className="pin-picker">
      <legend className="field__label">{t('pinLabel')}</legend>
      <p id={`${id}-hint`} className="field__hint">
        {t('pinHint')}
      </p>
      <div className="pin-picker__frame">
        <MapErrorBoundary fallback={<p className="pin-picker__notice">{t('mapUnavailable')}</p>}>
          <PinPickerMap styleUrl={mapStyleUrl} pin={pin} labels={labels} onPick={pick} />
        </MapErrorBoundary>
      </div>
      <div className="pin-picker__fields">
        {field('lat', t('latitude'))}
        {field('lon', t('longitude'))}
      </div>
      <p className="visually-hidden" role="status">
        {pin === null ? '' : t('pinChosen', { lat: shown(pin.lat), lon: shown(pin.lon) })}
      </p>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
