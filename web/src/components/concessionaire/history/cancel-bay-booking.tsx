'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { useApiClient } from '../../../hooks/use-api-client';
import { bayCancelReasonValues, type BayCancelReason } from '../../../http/api-schema';
import { ConfirmDialog } from '../../content/confirm-dialog';
import { cancelBayBooking } from '../backoffice-api';
import type { HistoryBooking } from '../backoffice-types';

// Issue 30 item 2: the bay cancels a booking (weather, a broken buoy). The refund is always the
// whole amount, so the dialog states it; the boater's email carries the reason, the note and free
// buoys for the same stay.

const NOTE_MAX_LENGTH = 500;

type Props = { bayId: string; booking: HistoryBooking; amount: string; onCancelled: () => void };

export function CancelBayBooking({ bayId, booking, amount, onCancelled }: Props) {
  const t = useTranslations('BookingHistory');
  const api = useApiClient();
  const id = useId();
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<BayCancelReason>('weather');
  const [note, setNote] = useState('');

  function close() {
    setOpen(false);
    requestAnimationFrame(() => opener.current?.focus());
  }

  async function cancel() {
    const trimmed = note.trim();
    const outcome = await cancelBayBooking(api, bayId, booking.booking_id, {
      reason,
      ...(trimmed === '' ? {} : { note: trimmed }),
    });
    if (!outcome.ok) return outcome.error;
    setOpen(false);
    onCancelled();
    return null;
  }

  return (
    <>
      <button ref={opener} type="button" className="link-button" onClick={() => setOpen(true)}>
        {t('cancel.open')}
        <span className="visually-hidden">
          {t('cancel.forBooking', { buoy: booking.buoy_label, registration: booking.registration_number })}
        </span>
      </button>
      {open ? (
        <ConfirmDialog
          title={t('cancel.title', { buoy: booking.buoy_label, boat: booking.boat_name })}
          body={t('cancel.body', { amount })}
          keepLabel={t('cancel.keep')}
          confirmLabel={t('cancel.confirm')}
          busyLabel={t('cancel.busy')}
          onConfirm={cancel}
          onClose={close}
        >
          <fieldset className="cancel-reason">
            <legend className="field__label">{t('cancel.reasonLabel')}</legend>
            {bayCancelReasonValues.map((value) => (
              <label key={value} className="choice">
                <input
                  type="radio"
                  name={`${id}-reason`}
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                />
                {t(`cancel.reason.${value}`)}
              </label>
            ))}
          </fieldset>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-note`}>
              {t('cancel.noteLabel')}
            </label>
            <textarea
              id={`${id}-note`}
              className="field__input"
              rows={3}
              maxLength={NOTE_MAX_LENGTH}
              aria-describedby={`${id}-note-hint`}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
            <span id={`${id}-note-hint`} className="field__hint">
              {t('cancel.noteHint', { max: NOTE_MAX_LENGTH })}
            </span>
          </div>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
