'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { WalkUp } from '../../http/api-schema';
import { Link } from '../../i18n/navigation';
import { useCallerKey } from '../../hooks/use-caller-key';
import { isLocale } from '../../i18n/locales';
import { qrStartPath, qrStepPath } from '../../qr/qr-flow';
import { signInPath } from '../../session/return-path';
import { MAP_PAGE } from '../../site/public-pages';
import { useBayTime } from '../../hooks/use-bay-time';
import { NearbyBuoys } from './nearby-buoys';
import { QrError } from './qr-problem';
import { useWalkUp } from './use-walk-up';
import { WalkUpChoices } from './walk-up-choices';
import './qr.css';

// /{locale}/qr/m/{slug} (spec §2, §4): welcome to the bay and the buoy, what it is doing now, and
// what the boater can do about it. Asked again as the caller, whose own booking makes it `yours`.

/** A visitor whose own stay holds the buoy signs in and comes back to this buoy (issue 28 item 4b). */
function IsItYours({ slug }: { slug: string }) {
  const t = useTranslations('QrFlow');
  const locale = useLocale();
  const caller = useCallerKey();
  if (caller !== null || !isLocale(locale)) return null;
  return (
    <p>
      <Link href={signInPath(qrStartPath(slug), locale)}>{t('isItYours')}</Link>
    </p>
  );
}

/**
 * A buoy another boater takes: until when their stay does, or, while they are paying for it, when
 * their hold lapses and the buoy may free up (issue 28). The free buoys nearby either way.
 */
function TakenByOthers({ walkUp, slug }: { walkUp: WalkUp; slug: string }) {
  const t = useTranslations('QrFlow');
  const bayTime = useBayTime(walkUp.time_zone);
  const held = walkUp.state === 'held';
  const text =
    held && walkUp.hold_expires_at !== null
      ? t('heldUntil', { time: bayTime.time(walkUp.hold_expires_at) })
      : !held && walkUp.occupied_until !== null
        ? t('bookedUntil', { time: bayTime.dateAndTime(walkUp.occupied_until) })
        : t('stateOccupied');
  return (
    <>
      <p className={`qr-state qr-state--${held ? 'held' : 'taken'}`} role="status">
        {text}
      </p>
      {held ? null : <IsItYours slug={slug} />}
      <NearbyBuoys alternatives={walkUp.alternatives} />
    </>
  );
}

function StateNow({ walkUp, slug }: { walkUp: WalkUp; slug: string }) {
  const t = useTranslations('QrFlow');
  const bayTime = useBayTime(walkUp.time_zone);
  switch (walkUp.state) {
    case 'available':
      return (
        <>
          <p className="qr-state qr-state--free">{t('stateAvailable')}</p>
          <WalkUpChoices slug={slug} />
        </>
      );
    case 'occupied':
    case 'held':
      return <TakenByOthers walkUp={walkUp} slug={slug} />;
    case 'yours':
      return (
        <>
          <p className="qr-state qr-state--free" role="status">
            {walkUp.your_booking === null
              ? t('stateYours')
              : t('yourBookingUntil', { until: bayTime.dayAndTime(walkUp.your_booking.period_end) })}
          </p>
          <div className="qr-choices">
            <Link className="button qr-button" href={`${qrStepPath(slug, 'periods')}?arrival=1`}>
              {t('confirmArrival')}
            </Link>
          </div>
        </>
      );
    case 'informational':
      return <p className="qr-state">{t('stateInformational')}</p>;
    case 'out_of_service':
      return (
        <>
          <p className="qr-state qr-state--taken">{t('stateOutOfService')}</p>
          <NearbyBuoys alternatives={walkUp.alternatives} />
        </>
      );
    case 'closed':
      return (
        <>
          <p className="qr-state">{t('stateClosed')}</p>
          <p className="qr-actions">
            <Link className="button button--secondary qr-button" href={MAP_PAGE}>
              {t('toMap')}
            </Link>
          </p>
        </>
      );
  }
}

export function QrStart({ slug, initial }: { slug: string; initial: WalkUp }) {
  const t = useTranslations('QrFlow');
  const answer = useWalkUp(slug, initial);
  const outcome = answer.data ?? { ok: true as const, data: initial };
  if (!outcome.ok) return <QrError slug={slug} error={outcome.error} />;
  const walkUp = outcome.data;
  return (
    <div className="qr-step" data-state={walkUp.state}>
      <h1>{t('welcome', { bay: walkUp.bay_name })}</h1>
      <p className="qr-buoy">{t('buoy', { buoy: walkUp.buoy_label })}</p>
      <StateNow walkUp={walkUp} slug={slug} />
    </div>
  );
}
