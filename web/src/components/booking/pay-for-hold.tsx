'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { checkoutKey } from '../../booking/checkout-key';
import { fetchPayment, startCheckout } from '../../booking/payment-api';
import { useApiClient } from '../../hooks/use-api-client';
import type { ApiError } from '../../http/api-error';
import type { Booking } from '../../http/api-schema';
import { FormAlert } from '../auth/form-alert';
import { TermsAtPayment } from './terms-at-payment';

// Issue 13 item 7: paying for a held buoy on the provider's checkout page. A hold just made from
// the preview (terms accepted there) goes to the checkout at once; a hold reopened later asks for
// the terms again (spec §5), or continues the checkout already open.

type Props = { booking: Booking; payNow: boolean };

/**
 * How long a hold just made stays on our page before the checkout opens (issue 28 item 2): long
 * enough to see the 3-minute clock and that the payment page must be done before it ends.
 */
const HOLD_SHOWN_MS = 2_500;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function PayForHold({ booking, payNow }: Props) {
  const t = useTranslations('Payment');
  const format = useFormatter();
  const api = useApiClient();
  const [termsAccepted, setTermsAccepted] = useState(payNow);
  const [checked, setChecked] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const [openCheckout, setOpenCheckout] = useState<string | null>(null);
  const started = useRef(false);
  const termsBox = useRef<HTMLDivElement>(null);
  const bookingId = booking.booking_id;

  async function pay(shownForMs = 0) {
    setSending(true);
    setError(null);
    const key = checkoutKey(bookingId, sessionStore(), () => crypto.randomUUID());
    const [outcome] = await Promise.all([startCheckout(api, bookingId, key), pause(shownForMs)]);
    if (outcome.ok) {
      window.location.assign(outcome.data.checkout_url);
      return;
    }
    setSending(false);
    setError(outcome.error);
  }

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (payNow) {
      void pay(HOLD_SHOWN_MS);
      return;
    }
    // A checkout already open for this hold (the boater came back from it) is continued.
    void fetchPayment(api, bookingId).then((outcome) => {
      if (outcome.ok && outcome.data.status === 'pending') setOpenCheckout(outcome.data.checkout_url);
    });
    // Once per mounted hold: `started` guards the strict-mode double run.
  }, []);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (!termsAccepted) {
      requestAnimationFrame(() => termsBox.current?.querySelector('input')?.focus());
      return;
    }
    void pay();
  }

  const amount = format.number(booking.price.total.cents / 100, {
    style: 'currency',
    currency: booking.price.total.currency,
  });
  return (
    <section className="booking-section booking-payment" aria-labelledby="booking-payment-heading">
      <h2 id="booking-payment-heading">{t('heading')}</h2>
      {openCheckout !== null ? (
        <p className="booking-actions">
          <a className="button" href={openCheckout}>
            {t('continueToPayment')}
          </a>
        </p>
      ) : (
        <form method="post" noValidate onSubmit={submit} data-testid="payment-step">
          <p>{t('lead')}</p>
          {payNow ? null : (
            <div ref={termsBox}>
              <TermsAtPayment
                id="payment-terms"
                accepted={termsAccepted}
                showError={checked}
                onChange={setTermsAccepted}
              />
            </div>
          )}
          {sending ? <p role="status">{t('payBeforeClock')}</p> : null}
          <FormAlert summary={null} error={error} />
          <p className="booking-actions">
            <button type="submit" className="button" disabled={sending}>
              {sending ? t('opening') : t('pay', { amount })}
            </button>
          </p>
        </form>
      )}
    </section>
  );
}
