'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { cancelHold } from '../../booking/booking-api';
import { useApiClient } from '../../hooks/use-api-client';
import type { ApiError } from '../../http/api-error';
import type { Booking } from '../../http/api-schema';
import { FormAlert } from '../auth/form-alert';

// spec §4: cancelling asks for confirmation, continue or cancel; cancelling releases the buoy
// at once (POST /v1/bookings/{id}/cancel).

type Props = { bookingId: string; onCancelled: (booking: Booking) => void };

export function CancelHold({ bookingId, onCancelled }: Props) {
  const t = useTranslations('BookingPreview');
  const api = useApiClient();
  const [asking, setAsking] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const question = useRef<HTMLParagraphElement>(null);
  const opener = useRef<HTMLButtonElement>(null);

  function ask() {
    setAsking(true);
    requestAnimationFrame(() => question.current?.focus());
  }

  function keepBooking() {
    setAsking(false);
    requestAnimationFrame(() => opener.current?.focus());
  }

  async function cancel() {
    setSending(true);
    setError(null);
    const outcome = await cancelHold(api, bookingId);
    setSending(false);
    if (outcome.ok) onCancelled(outcome.data);
    else setError(outcome.error);
  }

  if (!asking)
    return (
      <p className="booking-actions">
        <button ref={opener} type="button" className="button button--secondary" onClick={ask}>
          {t('cancel')}
        </button>
      </p>
    );
  return (
    <div className="booking-cancel" role="group" aria-labelledby="booking-cancel-question">
      <p id="booking-cancel-question" ref={question} tabIndex={-1} className="booking-cancel__question">
        {t('cancelQuestion')}
      </p>
      <FormAlert summary={null} error={error} />
      <p className="booking-actions">
        <button type="button" className="button" onClick={keepBooking} disabled={sending}>
          {t('continueBooking')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void cancel()}
          disabled={sending}
        >
          {t('confirmCancel')}
        </button>
      </p>
    </div>
  );
}
