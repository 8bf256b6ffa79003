'use client';

import { useTranslations } from 'next-intl';
import type { Booking } from '../../http/api-schema';
import { Link } from '../../i18n/navigation';
import { BookedStaySummary } from '../booking/booked-stay-summary';

/** A booking that cannot be cancelled (not paid, or its stay has begun), and what to do instead. */
export function NotCancellable({ booking }: { booking: Booking }) {
  const t = useTranslations('CancelBooking');
  const errors = useTranslations('ErrorCodes');
  return (
    <div className="cancel-booking">
      <div className="alert alert--error" role="alert">
        <p className="alert__title">{errors('booking_not_cancellable')}</p>
        <p>{t('notCancellableWhy')}</p>
      </div>
      <BookedStaySummary booking={booking} />
      <p className="booking-actions">
        <Link className="button button--secondary" href="/dashboard/bookings">
          {t('backToBookings')}
        </Link>
      </p>
    </div>
  );
}
