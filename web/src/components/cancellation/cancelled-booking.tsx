'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { Booking } from '../../http/api-schema';
import { Link } from '../../i18n/navigation';
import { BookedStaySummary } from '../booking/booked-stay-summary';
import { useMoneyText } from './use-money-text';

/**
 * A cancelled booking: the refund going back to the card and, when there is one, the credit note
 * that follows by email (payment issues it once the provider has refunded).
 */
export function CancelledBooking({ booking, justNow }: { booking: Booking; justNow: boolean }) {
  const t = useTranslations('CancelBooking');
  const format = useFormatter();
  const money = useMoneyText();
  const refund = booking.refund ?? { cents: 0, currency: booking.price.total.currency };
  const when = booking.cancelled_at
    ? format.dateTime(new Date(booking.cancelled_at), {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: booking.time_zone,
      })
    : '';
  return (
    <div className="cancel-booking" data-state="cancelled">
      <div className="alert alert--success" role="status">
        <p className="alert__title">{justNow ? t('cancelledNow') : t('cancelledBefore')}</p>
        {refund.cents > 0 ? (
          <>
            <p>{t('refundOnItsWay', { refund: money(refund) })}</p>
            <p>{t('creditNoteByEmail')}</p>
          </>
        ) : (
          <p>{t('nothingRefunded')}</p>
        )}
      </div>
      <BookedStaySummary booking={booking}>
        <dt>{t('cancelledLabel')}</dt>
        <dd>
          {booking.cancelled_by === 'operator'
            ? t('cancelledByBay', { when })
            : t('cancelledByYou', { when })}
        </dd>
        <dt>{t('refundLabel')}</dt>
        <dd data-testid="refund-given">{money(refund)}</dd>
      </BookedStaySummary>
      <p className="booking-actions">
        <Link className="button button--secondary" href="/dashboard/bookings">
          {t('backToBookings')}
        </Link>
      </p>
    </div>
  );
}
