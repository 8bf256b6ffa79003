'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useRef, useState } from 'react';
import { cancelHold } from '../../booking/booking-api';
import { holdDeadline } from '../../booking/hold-clock';
import { fetchPayment } from '../../booking/payment-api';
import { heldBookingPath } from '../../booking/preview-query';
import { cancelState } from '../../booking/return-states';
import { useApiClient } from '../../hooks/use-api-client';
import type { ApiError } from '../../http/api-error';
import type { Booking } from '../../http/api-schema';
import { Link, useRouter } from '../../i18n/navigation';
import { FormAlert } from '../auth/form-alert';
import { BackToBay } from './back-to-bay';
import { HoldCountdown } from './hold-countdown';
import { NotBookable } from './preview-place-state';
import { useBookingReturn } from './use-booking-return';
import './booking.css';

// /{locale}/bookings/cancel?booking=<id> (issue 13 item 7, spec §4): the boater left the payment
// page. While the hold lasts: continue (back to the payment page) or cancel (the buoy is free at
// once). After the 3 minutes: nothing was charged, and the way back to the bay.

export function PaymentCancelled({ bookingId }: { bookingId: string }) {
  const t = useTranslations('Payment');
  const preview = useTranslations('BookingPreview');
  const api = useApiClient();
  const router = useRouter();
  // While held, the booking is re-read: a lapse, a failed card or a late payment shows as it lands.
  const answer = useBookingReturn(bookingId, ({ booking }) => booking.ok && booking.data.status === 'held');
  const [changed, setChanged] = useState<Booking | null>(null);
  const [lapsed, setLapsed] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const onLapsed = useCallback(() => setLapsed(true), []);
  // The buttons go away with the answer: the result takes the focus they held.
  const result = useRef<HTMLDivElement>(null);

  if (answer.data === undefined) return <p role="status">{preview('loading')}</p>;
  const { booking: loaded, receivedAt } = answer.data;
  if (!loaded.ok)
    return loaded.error.code === 'not_found' ? (
      <NotBookable text={preview('bookingMissing')} />
    ) : (
      <FormAlert summary={null} error={loaded.error} />
    );
  const booking = changed ?? loaded.data;
  const deadline = holdDeadline(loaded.data, receivedAt, false);
  const state = cancelState(booking, lapsed ? 0 : deadline, lapsed ? 1 : Date.now());

  async function continuePaying() {
    setSending(true);
    setError(null);
    const payment = await fetchPayment(api, bookingId);
    if (payment.ok && payment.data.status === 'pending') {
      window.location.assign(payment.data.checkout_url);
      return;
    }
    // No open checkout (it was never started, or closed): the preview starts one.
    router.push(heldBookingPath(bookingId));
  }

  async function cancel() {
    setSending(true);
    setError(null);
    const outcome = await cancelHold(api, bookingId);
    setSending(false);
    if (!outcome.ok) {
      setError(outcome.error);
      return;
    }
    setChanged(outcome.data);
    requestAnimationFrame(() => result.current?.focus());
  }

  if (state.kind === 'ask')
    return (
      <div className="booking-return" data-state="ask">
        <div className="booking-hold-timer">
          <p>{preview('heldLead', { buoy: booking.buoy_label, bay: booking.bay_name })}</p>
          <HoldCountdown deadline={deadline} onLapsed={onLapsed} />
        </div>
        <div className="booking-cancel" role="group" aria-labelledby="payment-cancel-question">
          <h2 id="payment-cancel-question" className="booking-cancel__question">
            {t('cancelQuestion')}
          </h2>
          <FormAlert summary={null} error={error} />
          <p className="booking-actions">
            <button type="button" className="button" disabled={sending} onClick={() => void continuePaying()}>
              {t('continuePaying')}
            </button>
            <button
              type="button"
              className="button button--secondary"
              disabled={sending}
              onClick={() => void cancel()}
            >
              {preview('cancel')}
            </button>
          </p>
        </div>
      </div>
    );
  if (state.kind === 'confirmed')
    return (
      <div className="booking-return" data-state="confirmed">
        <div className="alert alert--success" role="status">
          <p className="alert__title">{t('booked')}</p>
        </div>
        <p className="booking-actions">
          <Link className="button" href={`/bookings/success?booking=${encodeURIComponent(bookingId)}`}>
            {t('seeBooking')}
          </Link>
        </p>
      </div>
    );
  const message =
    state.kind === 'lapsed' ? t('lapsed') : state.kind === 'cancelled' ? t('cancelled') : t('notBooked');
  return (
    <div className="booking-return" data-state={state.kind}>
      <div ref={result} tabIndex={-1} className="alert alert--error" role="alert">
        <p className="alert__title">{message}</p>
        {/* Payment captures only a confirmed booking; any other authorization is voided. */}
        <p>{t('nothingCharged')}</p>
      </div>
      {state.kind === 'failed' ? (
        <FormAlert summary={null} error={{ code: state.reason, text: null }} />
      ) : null}
      <BackToBay booking={booking} />
    </div>
  );
}
