'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { OperatorBuoy } from '../../../http/api-schema';

// The bay's buoys in label order, each with what it is, its status now and, when out of service,
// why and until when (in the bay's time zone). One button per buoy opens the service dialog.

type Props = {
  buoys: OperatorBuoy[];
  timeZone: string;
  canOperate: boolean;
  onChoose: (buoy: OperatorBuoy) => void;
};

/** A first-come or traditional buoy's status now is its kind: said once. */
const sameAsKind = (buoy: OperatorBuoy) => buoy.status_now === 'fcfs' || buoy.status_now === 'traditional';

export function useBayDateTime(timeZone: string): (iso: string) => string {
  const locale = useLocale();
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  return (iso) => format.format(new Date(iso));
}

/** Why a buoy is out of service and until when, as its staff wrote it and the bay's clock reads. */
export function OutOfServiceNote({ buoy, timeZone }: { buoy: OperatorBuoy; timeZone: string }) {
  const t = useTranslations('BuoyControl');
  const dateTime = useBayDateTime(timeZone);
  return (
    <p className="buoy-control__reason">
      {buoy.out_of_service_reason}
      {' · '}
      {buoy.out_of_service_until
        ? t('outUntil', { until: dateTime(buoy.out_of_service_until) })
        : t('outUntilFurtherNotice')}
    </p>
  );
}

export function BuoyList({ buoys, timeZone, canOperate, onChoose }: Props) {
  const t = useTranslations('BuoyControl');
  const dateTime = useBayDateTime(timeZone);
  /** Booked or held with until when on the bay's clock (for a hold, the stay's end; issue 28). */
  const statusNow = ({ status_now: status, booked_until: until }: OperatorBuoy) =>
    status === 'booked' && until
      ? t('bookedUntil', { until: dateTime(until) })
      : status === 'held' && until
        ? t('heldUntil', { until: dateTime(until) })
        : t(`statuses.${status}`);
  if (buoys.length === 0) return <p className="backoffice-empty">{t('noBuoys')}</p>;
  return (
    <ul className="buoy-control__list">
      {buoys.map((buoy) => {
        const out = buoy.service_state === 'out_of_service';
        const nameId = `buoy-${buoy.buoy_id}`;
        return (
          <li
            key={buoy.buoy_id}
            className="buoy-control__item"
            data-label={buoy.label}
            data-state={buoy.service_state}
          >
            <div className="buoy-control__facts">
              <h3 id={nameId} className="buoy-control__name">
                {t('buoyName', { label: buoy.label })}
              </h3>
              <p>
                {t(`kinds.${buoy.management_kind}`)}
                {sameAsKind(buoy) ? null : (
                  <>
                    {' · '}
                    <span className={`buoy-control__status buoy-control__status--${buoy.status_now}`}>
                      {statusNow(buoy)}
                    </span>
                  </>
                )}
              </p>
              {out ? <OutOfServiceNote buoy={buoy} timeZone={timeZone} /> : null}
            </div>
            {canOperate ? (
              <button
                type="button"
                className={out ? 'button' : 'button button--secondary'}
                aria-describedby={nameId}
                onClick={() => onChoose(buoy)}
              >
                {out ? t('putBack') : t('takeOut')}
              </button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
