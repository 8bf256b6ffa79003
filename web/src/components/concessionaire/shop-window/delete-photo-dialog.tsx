'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useApiClient } from '../../../hooks/use-api-client';
import type { ApiError } from '../../../http/api-error';
import type { BayPhoto } from '../../../http/api-schema';
import { FormAlert } from '../../auth/form-alert';
import { deletePhoto } from './shop-window-api';

type Props = {
  bayId: string;
  photo: BayPhoto;
  index: number;
  onDeleted: (photos: BayPhoto[]) => void;
  onClose: () => void;
};

/** Asks before a photo goes: the bay page loses it at once and it cannot come back. */
export function DeletePhotoDialog({ bayId, photo, index, onDeleted, onClose }: Props) {
  const t = useTranslations('ShopWindow');
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
    const outcome = await deletePhoto(api, bayId, photo.photo_id);
    setSending(false);
    if (outcome.ok) onDeleted(outcome.value.photos);
    else setError(outcome.error);
  }

  return (
    <dialog
      ref={dialogRef}
      className="confirm-dialog"
      aria-labelledby="delete-photo-title"
      aria-describedby="delete-photo-body"
      onCancel={(event) => {
        // Escape: let React close it, so focus goes back to the button that opened it.
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id="delete-photo-title">{t('deleteTitle', { index })}</h2>
      <p id="delete-photo-body">{t('deleteBody')}</p>
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
