'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { RefObject } from 'react';
import { Link } from '../../i18n/navigation';
import { byLabel, type MapBuoy } from '../../map/map-buoys';
import { buoySymbol, pinSymbol } from '../../map/map-symbols';
import type { BaySummary } from '../../http/api-schema';
import { bayPage } from '../../site/public-pages';
import { PriceList } from '../bay/price-list';
import { SymbolIcon } from '../symbols/symbol-icon';

// The bay picked on the map or in the list (issue 5 item 8): its pin state, price list and
// buoys with their states (live for signed-in users), and the way to its page.

type Props = {
  bay: BaySummary;
  buoys: MapBuoy[] | null;
  buoysState: 'loading' | 'failed' | 'ready';
  signedIn: boolean;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onClose: () => void;
};

function BuoyRow({ buoy }: { buoy: MapBuoy }) {
  const t = useTranslations('MapPage');
  const format = useFormatter();
  const symbol = buoySymbol(buoy);
  const until = buoy.status === 'booked' && buoy.booked_until !== null ? new Date(buoy.booked_until) : null;
  const state =
    until === null
      ? t(`buoyStates.${symbol.label}`)
      : t('buoyStates.bookedUntil', {
          time: format.dateTime(until, {
            // The map's bay summary carries no time zone, so the time is the reader's, named.
            weekday: 'short',
            hour: '2-digit',
            minute: '2-digit',
            timeZoneName: 'short',
          }),
        });
  return (
    <li className="buoy-row" data-buoy={buoy.label} data-status={buoy.status ?? 'unknown'}>
      <SymbolIcon shape="buoy" glyph={symbol.glyph} tone={symbol.tone} />
      <span className="buoy-row__name">{t('buoyName', { label: buoy.label })}</span>
      <span className="buoy-row__state">
        {state}
        {symbol.restricted ? `, ${t('restricted')}` : ''}
      </span>
    </li>
  );
}

export function BayPanel({ bay, buoys, buoysState, signedIn, headingRef, onClose }: Props) {
  const t = useTranslations('MapPage');
  const symbol = pinSymbol(bay.pin_state);
  const counts = bay.buoy_counts;
  return (
    <section className="bay-panel" aria-labelledby="bay-panel-heading" data-slug={bay.slug}>
      <div className="bay-panel__top">
        <h2 id="bay-panel-heading" ref={headingRef} tabIndex={-1} className="bay-panel__heading">
          {bay.name}
        </h2>
        <button type="button" className="button button--secondary bay-panel__close" onClick={onClose}>
          {t('closeBay')}
        </button>
      </div>
      <p className="bay-panel__state">
        <SymbolIcon shape="pin" glyph={symbol.glyph} tone={symbol.tone} />
        <span>
          {t(`pins.${symbol.label}`)}
          {bay.free_buoys === null || bay.buoy_counts.digital === 0 ? null : (
            <> · {t('freeBuoys', { count: bay.free_buoys })}</>
          )}
        </span>
      </p>
      <p className="bay-panel__facts">
        {t('buoyMix', { digital: counts.digital, fcfs: counts.fcfs, traditional: counts.traditional })}
        {' · '}
        {t('maxLoa', { metres: bay.max_loa_cm / 100 })}
      </p>
      <p>
        <Link className="button" href={bayPage(bay.slug)}>
          {t('openBayPage')}
        </Link>
      </p>
      {signedIn ? (
        <p className="bay-panel__live">{t('liveOn')}</p>
      ) : (
        <p className="bay-panel__live">
          {t('signInForLive')} <Link href="/auth/signin">{t('signIn')}</Link>
        </p>
      )}
      <PriceList dayStay={bay.day_stay} nightStay={bay.night_stay} />
      <h3>{t('buoysHeading')}</h3>
      {buoysState === 'failed' ? <p role="alert">{t('buoysFailed')}</p> : null}
      {buoys === null ? (
        buoysState === 'loading' ? (
          <p role="status">{t('buoysLoading')}</p>
        ) : null
      ) : (
        <ul className="buoy-rows">
          {[...buoys].sort(byLabel).map((buoy) => (
            <BuoyRow key={buoy.key} buoy={buoy} />
          ))}
        </ul>
      )}
    </section>
  );
}
