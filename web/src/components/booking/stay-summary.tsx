'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { StayKind } from '../../http/api-schema';

// spec §2: the preview names the bay, the buoy, check-in and check-out, and the stay kind.
// Times are the bay's: an instant from the server (the quote's or booking's period) is shown in
// the bay's time zone; before there is one, the bay date with the bay's check-in/out time.

export type StayMoment = { instant: string } | { date: string; time: string };

type Props = {
  bayName: string;
  buoyLabel: string;
  kind: StayKind;
  checkIn: StayMoment;
  checkOut: StayMoment;
  timeZone: string;
  /** More facts for the list (the boat, once held). */
  children?: ReactNode;
  /** What the boater may still change about the stay (a day stay's hours). */
  controls?: ReactNode;
};

function useMomentText(timeZone: string) {
  const format = useFormatter();
  return (moment: StayMoment) => {
    if ('instant' in moment)
      return format.dateTime(new Date(moment.instant), { dateStyle: 'full', timeStyle: 'short', timeZone });
    // The bay's wall-clock date and time, written as UTC and read back in UTC: no zone shifts it.
    const wall = new Date(`${moment.date}T${moment.time}:00Z`);
    return format.dateTime(wall, { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' });
  };
}

export function StaySummary(props: Props) {
  const { bayName, buoyLabel, kind, checkIn, checkOut, timeZone, children, controls } = props;
  const t = useTranslations('BookingPreview');
  const momentText = useMomentText(timeZone);
  return (
    <section className="booking-section" aria-labelledby="booking-stay-heading">
      <h2 id="booking-stay-heading">{t('stayHeading')}</h2>
      <dl className="detail-list booking-stay">
        <dt>{t('bay')}</dt>
        <dd data-testid="booking-bay">{bayName}</dd>
        <dt>{t('buoy')}</dt>
        <dd data-testid="booking-buoy">{buoyLabel}</dd>
        <dt>{t('stayKind')}</dt>
        <dd>{t(kind === 'day' ? 'kinds.day' : 'kinds.night')}</dd>
        <dt>{t('checkIn')}</dt>
        <dd data-testid="booking-check-in">{momentText(checkIn)}</dd>
        <dt>{t('checkOut')}</dt>
        <dd data-testid="booking-check-out">{momentText(checkOut)}</dd>
        {children}
      </dl>
      <p className="booking-note">{t('timesNote', { timeZone })}</p>
      {controls}
    </section>
  );
}
