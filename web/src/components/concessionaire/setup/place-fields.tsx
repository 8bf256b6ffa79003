'use client';

import { useLocale, useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { usePublicConfig } from '../../layout/public-config-provider';
import type { BaySetup } from '../../../http/api-schema';
import { Link } from '../../../i18n/navigation';
import { MapErrorBoundary } from '../../map/map-canvas';
import { countryName } from './charges-fields';
import { coordinateText, type SetupField } from './setup-form-model';
import { DecimalField, type SectionProps } from './setup-inputs';

const PinMapView = dynamic(() => import('./pin-map-view'), { ssr: false });

type Props = SectionProps & { setup: BaySetup; problem: (field: SetupField) => string | undefined };

const degrees = (text: string) => Number(text.trim().replace(',', '.'));

/**
 * Where the bay is: its country (from the concession), the pin on a small map or typed, and the
 * time zone the server derives from the pin. The names and texts are the bay page's (shop window).
 */
export function PlaceFields({ form, onChange, setup, problem }: Props) {
  const t = useTranslations('BaySetupPage');
  const locale = useLocale();
  const { mapStyleUrl } = usePublicConfig();
  const [lat, lon] = [degrees(form.lat), degrees(form.lon)];
  const shown = Number.isFinite(lat) && Number.isFinite(lon) ? { lat, lon } : setup.pin;
  const unavailable = <p className="bay-setup__map-note">{t('mapUnavailable')}</p>;
  return (
    <section className="backoffice-section" aria-labelledby="setup-place">
      <h2 id="setup-place">{t('placeHeading')}</h2>
      <p>
        {t('textsNote')}{' '}
        <Link href={`/concessionaires/${encodeURIComponent(setup.bay_id)}/shop_window`}>
          {t('textsLink')}
        </Link>
      </p>
      <dl className="detail-list">
        <dt>{t('country')}</dt>
        <dd>{countryName(setup.country, locale)}</dd>
        <dt>{t('timeZone')}</dt>
        <dd>
          {setup.time_zone} <span className="field__hint">{t('timeZoneHint')}</span>
        </dd>
      </dl>
      <p className="field__hint" id="setup-pin-help">
        {t('pinHelp')}
      </p>
      <div
        className="bay-setup__map"
        role="group"
        aria-label={t('mapLabel')}
        aria-describedby="setup-pin-help"
      >
        <MapErrorBoundary fallback={unavailable}>
          <PinMapView
            styleUrl={mapStyleUrl}
            pin={shown}
            onMove={(pin) => onChange({ lat: coordinateText(pin.lat), lon: coordinateText(pin.lon) })}
          />
        </MapErrorBoundary>
      </div>
      <div className="bay-setup__pair">
        <DecimalField
          id="setup-lat"
          label={t('latitude')}
          value={form.lat}
          error={undefined}
          onChange={(value) => onChange({ lat: value })}
        />
        <DecimalField
          id="setup-lon"
          label={t('longitude')}
          value={form.lon}
          error={problem('pin')}
          onChange={(value) => onChange({ lon: value })}
        />
      </div>
    </section>
  );
}
