'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useApiClient } from '../../../hooks/use-api-client';
import type { ApiError } from '../../../http/api-error';
import type { BookingInTheWay, OperatorBuoy } from '../../../http/api-schema';
import { FormAlert } from '../../auth/form-alert';
import { bayLocalDateTime, instantAtBay } from './bay-local-time';
import { BookingsToMove } from './bookings-to-move';
import { OutOfServiceNote } from './buoy-list';
import { changeBuoyService, type ServiceChange } from './buoys-api';
import { OutOfServiceFields, type OutOfServiceDraft } from './out-of-service-fields';

// Takes one buoy out of service (why, until when at the bay) or puts it back (issue 15 item 7).
// Bookings in the way are listed in the same dialog with a move each; once all are moved the
// change is sent again, a few times while catalog hears of the moves.

type Props = {
  bayId: string;
  buoy: OperatorBuoy;
  timeZone: string;
  onChanged: (buoy: OperatorBuoy) => void;
  onClose: () => void;
};

const RETRIES = 10;
const RETRY_AFTER_MS = 1_000;

export function ServiceDialog({ bayId, buoy, timeZone, onChanged, onClose }: Props) {
  const t = useTranslations('BuoyControl');
  const api = useApiClient();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const out = buoy.service_state === 'out_of_service';
  const [draft, setDraft] = useState<OutOfServiceDraft>({ reason: '', until: '' });
  const [summary, setSummary] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const [inTheWay, setInTheWay] = useState<BookingInTheWay[] | null>(null);
  const [lastChange, setLastChange] = useState<ServiceChange | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  /** Sends the change; after moves, again while the refusal names only bookings already moved. */
  async function send(change: ServiceChange, moved: string[] = []) {
    setSending(true);
    setError(null);
    setLastChange(change);
    for (let attempt = 0; attempt <= (moved.length ? RETRIES : 0); attempt += 1) {
      const outcome = await changeBuoyService(api, bayId, buoy.buoy_id, change);
      if (outcome.ok) return onChanged(outcome.buoy);
      const left = outcome.bookings.filter((booking) => !moved.includes(booking.booking_id));
      if (outcome.bookings.length === 0 || left.length > 0) {
        setSending(false);
        setInTheWay(left.length > 0 ? left : null);
        if (outcome.bookings.length === 0) setError(outcome.error);
        return;
      }
      await new Promise((resolve) => window.setTimeout(resolve, RETRY_AFTER_MS));
    }
    setSending(false);
    setError({ code: 'buoy_has_bookings', text: null });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const reason = draft.reason.trim();
    const until = draft.until === '' ? null : instantAtBay(draft.until, timeZone);
    if (reason === '') return setSummary(t('reasonRequired'));
    if (draft.until !== '' && (until === null || until.getTime() <= Date.now()))
      return setSummary(t('untilInFuture'));
    setSummary(null);
    void send({ in_service: false, reason, ...(until ? { until: until.toISOString() } : {}) });
  }

  return (
    <dialog
      ref={dialogRef}
      className="dialog buoy-control__dialog"
      aria-labelledby="service-dialog-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id="service-dialog-title">
        {out ? t('putBackTitle', { label: buoy.label }) : t('takeOutTitle', { label: buoy.label })}
      </h2>
      {out ? (
        <>
          <OutOfServiceNote buoy={buoy} timeZone={timeZone} />
          <FormAlert summary={null} error={error} />
          <div className="button-row">
            <button type="button" className="button button--secondary" autoFocus onClick={onClose}>
              {t('cancel')}
            </button>
            <button
              type="button"
              className="button"
              disabled={sending}
              onClick={() => void send({ in_service: true })}
            >
              {sending ? t('saving') : t('putBack')}
            </button>
          </div>
        </>
      ) : (
        <form noValidate onSubmit={submit}>
          <OutOfServiceFields
            draft={draft}
            timeZone={timeZone}
            earliest={bayLocalDateTime(new Date(), timeZone)}
            onChange={setDraft}
          />
          {inTheWay && lastChange ? (
            <BookingsToMove
              bayId={bayId}
              bookings={inTheWay}
              timeZone={timeZone}
              onAllMoved={(movedIds) => void send(lastChange, movedIds)}
            />
          ) : null}
          <FormAlert summary={summary} error={inTheWay ? null : error} />
          <div className="button-row">
            <button type="button" className="button button--secondary" onClick={onClose}>
              {t('cancel')}
            </button>
            <button type="submit" className="button buoy-control__danger" disabled={sending}>
              {sending ? t('saving') : t('takeOut')}
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}
