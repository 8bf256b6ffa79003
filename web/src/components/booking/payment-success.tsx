'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { successSettled, successState } from '../../booking/return-states';
import { Link } from '../../i18n/navigation';
import { useGuestCaller } from '../../session/guest-caller';
import { FormAlert } from '../auth/form-alert';
import { BackToBay } from './back-to-bay';
import { InvoiceDownload } from './invoice-download';
import { NotBookable } from './preview-place-state';
import { BookedStaySummary } from './booked-stay-summary';
import { useBookingReturn } from './use-booking-return';
import './booking.css';

// /{locale}/bookings/success?booking=<id> (issue 13 item 7): back from paying. "Confirming…" until
// booking has heard from payment, then the booking as confirmed with its amount, "invoice
// pending" until the invoice is issued, then its download.

export function PaymentSuccess({ bookingId }: { bookingId: string }) {
  const t = useTranslations('Payment');
  const preview = useTranslations('BookingPreview');
  const format = useFormatter();
  // A walk-up guest has no My Bookings; the stay joins an account made with the same email.
  const guest = useGuestCaller();
  const answer = useBookingReturn(bookingId, ({ booking, invoices, payment }) =>
    booking.ok ? !successSettled(successState(booking.data, invoices, payment)) : false,
  );
  if (answer.data === undefined) return <p role="status">{preview('loading')}</p>;
  const { booking, invoices, payment } = answer.data;
  if (!booking.ok)
    return booking.error.code === 'not_found' ? (
      <NotBookable text={preview('bookingMissing')} />
    ) : (
      <FormAlert summary={null} error={booking.error} />
    );
  const state = successState(booking.data, invoices, payment);
  const { data } = booking;
  if (state.kind === 'failed' || state.kind === 'cancelled')
    return (
      <div className="booking-return" data-state={state.kind}>
        <div className="alert alert--error" role="alert">
          <p className="alert__title">{state.kind === 'cancelled' ? t('cancelled') : t('notBooked')}</p>
          {/* Payment captures only a confirmed booking; any other authorization is voided. */}
          <p>{t('nothingCharged')}</p>
        </div>
        {state.kind === 'failed' ? (
          <FormAlert summary={null} error={{ code: state.reason, text: null }} />
        ) : null}
        <BackToBay booking={data} />
      </div>
    );
  const total = format.number(data.price.total.cents / 100, {
    style: 'currency',
    currency: data.price.total.currency,
  });
  return (
    <div className="booking-return" data-state={state.kind}>
      {state.kind === 'confirming' ? (
        <p role="status" className="alert">
          {t('confirming')}
        </p>
      ) : (
        <div className="alert alert--success" role="status">
          <p className="alert__title">{data.walk_up ? t('checkedIn') : t('booked')}</p>
          {data.walk_up ? (
            <p data-testid="checked-in-until">
              {t('checkedInUntil', {
                until: format.dateTime(new Date(data.period_end), {
                  weekday: 'long',
                  hour: '2-digit',
                  minute: '2-digit',
                  timeZone: data.time_zone,
                }),
              })}
            </p>
          ) : null}
        </div>
      )}
      <BookedStaySummary booking={data}>
        {/* Paid only once booking has confirmed: until then the money may still be given back. */}
        {state.kind === 'confirmed' ? (
          <>
            <dt>{t('amountPaid')}</dt>
            <dd data-testid="amount-paid">{total}</dd>
          </>
        ) : null}
      </BookedStaySummary>
      {state.kind === 'confirmed' ? (
        <section className="booking-section" aria-labelledby="invoice-heading">
          <h2 id="invoice-heading">{t('invoiceHeading')}</h2>
          {state.invoice === null ? (
            <p role="status">{t('invoicePending')}</p>
          ) : (
            <p>
              <InvoiceDownload invoice={state.invoice} />
            </p>
          )}
        </section>
      ) : null}
      {guest === null ? (
        <p className="booking-actions">
          <Link className="button button--secondary" href="/dashboard/bookings">
            {t('myBookings')}
          </Link>
        </p>
      ) : (
        <p className="guest-booking-note">{t('guestBookingNote', { email: guest.email })}</p>
      )}
    </div>
  );
}
