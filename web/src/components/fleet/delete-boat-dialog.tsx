'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useApiClient } from '../../hooks/use-api-client';
import type { ApiError } from '../../http/api-error';
import type { Boat } from '../../http/api-schema';
import { FormAlert } from '../auth/form-alert';
import { removeBoat } from './fleet-api';

type Props = { boat: Boat; onDeleted: (boat: Boat) => void; onClose: () => void };

/**
 * Asks before a boat is deleted. A refusal stays in the dialog with the server's reason, e.g.
 * `boat_has_bookings` for a boat with a current or upcoming booking (issue 12 item 2).
 */
export function DeleteBoatDialog({ boat, onDeleted, onClose }: Props) {
  const t = useTranslations('FleetPage');
  const api = useApiClient();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  async function confirm() {
    setSending(true);
    setError(null);
    const refusal = await removeBoat(api, boat.id);
    setSending(false);
    if (refusal === null) onDeleted(boat);
    else setError(refusal);
  }

  return (
    <dialog
      ref={dialogRef}
      className="confirm-dialog"
      aria-labelledby="delete-boat-title"
      aria-describedby="delete-boat-body"
      onCancel={(event) => {
        // Escape: let React close it, so focus goes back to the button that opened it.
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id="delete-boat-title">{t('deleteTitle', { name: boat.name })}</h2>
      <p id="delete-boat-body">{t('deleteBody')}</p>
      <FormAlert summary={null} error={error} />
      <div className="button-row">
        <button type="button" className="button button--secondary" autoFocus onClick={onClose}>
          {t('keep')}
        </button>
        <button
          type="button"
          className="button button--danger"
          disabled={sending}
          onClick={() => void confirm()}
        >
          {sending ? t('deleting') : t('confirmDelete')}
        </button>
      </div>
    </dialog>
  );
}
