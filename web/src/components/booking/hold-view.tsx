'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Booking } from '../../http/api-schema';
import { MAP_PAGE } from '../../site/public-pages';
import { Link } from '../../i18n/navigation';
import { CancelHold } from './cancel-hold';
import { HoldCountdown } from './hold-countdown';
import { PayForHold } from './pay-for-hold';
import { PriceBreakdownTable } from './price-breakdown';
import { BookedStaySummary } from './booked-stay-summary';

// The booking once held (issue 12 item 9): what is held, the 3-minute countdown to its expiry
// (spec §9), paying (issue 13), and giving up (spec §4: continue or cancel). A booking reopened
// after its hold shows what became of it.

type Props = {
  booking: Booking;
  deadline: number;
  /** Just held from the preview with the terms accepted: go on to pay at once. */
  payNow?: boolean;
  onTryAgain: () => void;
  onChanged: (booking: Booking) => void;
};

function Outcome({ booking, lapsed }: { booking: Booking; lapsed: boolean }) {
  const t = useTranslations('BookingPreview');
  const status = lapsed && booking.status === 'held' ? 'expired' : booking.status;
  if (status === 'held') return null;
  const text =
    status === 'confirmed'
      ? t('statuses.confirmed')
      : status === 'expired'
        ? t('statuses.expired')
        : booking.failure_code === 'cancelled_by_boater'
          ? t('statuses.cancelled')
          : t('statuses.failed');
  return (
    <div className={status === 'confirmed' ? 'alert alert--success' : 'alert alert--error'} role="alert">
      <p className="alert__title">{text}</p>
    </div>
  );
}

export function HoldView({ booking, deadline, payNow = false, onTryAgain, onChanged }: Props) {
  const t = useTranslations('BookingPreview');
  const [lapsed, setLapsed] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const onLapsed = useCallback(() => setLapsed(true), []);
  const held = booking.status === 'held' && !lapsed;
  // The page changed under the boater's focus (the form is gone): the heading takes it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="booking-held" data-status={lapsed ? 'expired' : booking.status}>
      <h2 ref={heading} tabIndex={-1} className="booking-held__heading">
        {held ? t('heldHeading') : t('bookingHeading')}
      </h2>
      <Outcome booking={booking} lapsed={lapsed} />
      {held ? (
        <div className="booking-hold-timer">
          <p>{t('heldLead', { buoy: booking.buoy_label, bay: booking.bay_name })}</p>
          <HoldCountdown deadline={deadline} onLapsed={onLapsed} />
        </div>
      ) : null}
      <BookedStaySummary booking={booking} />
      <section className="booking-section" aria-labelledby="booking-price-heading">
        <h2 id="booking-price-heading">{t('priceHeading')}</h2>
        <PriceBreakdownTable price={booking.price} />
      </section>
      {held ? (
        <>
          <PayForHold booking={booking} payNow={payNow} />
          <CancelHold bookingId={booking.booking_id} onCancelled={onChanged} />
        </>
      ) : (
        <p className="booking-actions">
          {booking.status === 'held' || booking.status === 'expired' ? (
            <button type="button" className="button" onClick={onTryAgain}>
              {t('tryAgain')}
            </button>
          ) : null}
          <Link className="button button--secondary" href={MAP_PAGE}>
            {t('backToMap')}
          </Link>
        </p>
      )}
    </div>
  );
}
