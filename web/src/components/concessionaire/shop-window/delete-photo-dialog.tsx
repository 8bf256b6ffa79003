'use client';

import { useTranslations } from 'next-intl';
import { useApiClient } from '../../../hooks/use-api-client';
import type { BayPhoto } from '../../../http/api-schema';
import { ConfirmDialog } from '../../content/confirm-dialog';
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

  async function remove() {
    const outcome = await deletePhoto(api, bayId, photo.photo_id);
    if (!outcome.ok) return outcome.error;
    onDeleted(outcome.value.photos);
    return null;
  }

  return (
    <ConfirmDialog
      title={t('deleteTitle', { index })}
      body={t('deleteBody')}
      keepLabel={t('keep')}
      confirmLabel={t('confirmDelete')}
      busyLabel={t('deleting')}
      onConfirm={remove}
      onClose={onClose}
    />
  );
}
