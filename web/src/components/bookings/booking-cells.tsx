'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { Booking, Money } from '../../http/api-schema';
import { Link } from '../../i18n/navigation';
import { cancelPagePath, mayCancel } from '../../booking/cancellation-rules';
import { mayStayAnotherNight, nextNightPagePath } from '../../booking/visits';
import { paymentLink, statusKey } from './booking-display';
import { AddToCalendar } from './add-to-calendar';
import { BuoyDirections } from './buoy-directions';
import { InvoiceCell } from './invoice-cell';
import { NightKept } from '../next-night/night-kept';
import { ShowPass } from './show-pass';

/** One booking's cells, the same for the desktop table and the phone's cards. */
export type BookingCells = {
  id: string;
  bay: ReactNode;
  buoy: ReactNode;
  start: string;
  end: string;
  status: ReactNode;
  amount: string;
  invoice: ReactNode;
};

export type Column = Exclude<keyof BookingCells, 'id'>;

export const COLUMNS: readonly Column[] = ['bay', 'buoy', 'start', 'end', 'status', 'amount', 'invoice'];

/**
 * Turns bookings into cells: times in the bay's own time zone, in the reader's locale format.
 * Only the last paid night of a visit offers another (issue 30 item 3).
 */
export function useBookingCells(): (booking: Booking, lastPaidOfVisit: boolean) => BookingCells {
  const t = useTranslations('BookingsPage');
  const format = useFormatter();
  const when = (instant: string, timeZone: string) =>
    format.dateTime(new Date(instant), { dateStyle: 'medium', timeStyle: 'short', timeZone });
  const exact = (value: Money) =>
    format.number(value.cents / 100, { style: 'currency', currency: value.currency });
  const money = (value: Money) => (value.cents === 0 ? t('free') : exact(value));

  return (booking, lastPaidOfVisit) => {
    const status = statusKey(booking);
    const pay = paymentLink(booking);
    return {
      id: booking.booking_id,
      bay: <Link href={`/bays/${booking.bay_slug}`}>{booking.bay_name}</Link>,
      buoy: (
        <>
          {booking.buoy_label}
          <span className="bookings__boat">{booking.registration_number}</span>
          {booking.phase === 'current' || booking.phase === 'upcoming' ? (
            <>
              <BuoyDirections booking={booking} />
              {booking.status === 'confirmed' ? (
                <>
                  <ShowPass booking={booking} />
                  <AddToCalendar booking={booking} />
                </>
              ) : null}
            </>
          ) : null}
        </>
      ),
      start: when(booking.period_start, booking.time_zone),
      end: when(booking.period_end, booking.time_zone),
      status: (
        <>
          <span className={`booking-status booking-status--${status}`}>{t(`status.${status}`)}</span>
          {booking.status === 'cancelled' ? (
            <span className="bookings__cancellation">
              {t(booking.cancelled_by === 'operator' ? 'cancelledByBay' : 'cancelledByYou')}
              {booking.refund === null ? null : (
                <span data-testid="booking-refund">{t('refund', { refund: exact(booking.refund) })}</span>
              )}
            </span>
          ) : null}
          {mayCancel(booking) ? (
            <Link className="bookings__cancel" href={cancelPagePath(booking.booking_id)}>
              {t('cancelBooking')}
              <span className="visually-hidden">
                {t('forBooking', { bay: booking.bay_name, buoy: booking.buoy_label })}
              </span>
            </Link>
          ) : null}
          {lastPaidOfVisit && booking.next_night_kept_until !== null && booking.status === 'confirmed' ? (
            <NightKept until={booking.next_night_kept_until} timeZone={booking.time_zone} />
          ) : null}
          {mayStayAnotherNight(booking, lastPaidOfVisit) ? (
            <Link className="bookings__another-night" href={nextNightPagePath(booking.booking_id)}>
              {t('stayAnotherNight')}
              <span className="visually-hidden">
                {t('forBooking', { bay: booking.bay_name, buoy: booking.buoy_label })}
              </span>
            </Link>
          ) : null}
          {pay === null ? null : (
            <Link className="bookings__pay" href={pay}>
              {t('completePayment')}
              <span className="visually-hidden">
                {t('forBooking', { bay: booking.bay_name, buoy: booking.buoy_label })}
              </span>
            </Link>
          )}
        </>
      ),
      amount: money(booking.price.total),
      invoice: <InvoiceCell booking={booking} />,
    };
  };
}
