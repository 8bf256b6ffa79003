'use client';

import { useTranslations } from 'next-intl';
import { useApiClient } from '../../../hooks/use-api-client';
import type { ManagedMapEmbed } from '../../../http/api-schema';
import { ConfirmDialog } from '../../content/confirm-dialog';
import { deleteEmbed } from './embeds-api';

type Props = { embed: ManagedMapEmbed; onDeleted: () => void; onClose: () => void };

/** Asks before an embed goes: the partner's page shows an empty frame from then on. */
export function DeleteEmbedDialog({ embed, onDeleted, onClose }: Props) {
  const t = useTranslations('EmbedsPage');
  const api = useApiClient();

  async function remove() {
    const error = await deleteEmbed(api, embed.id);
    if (error === null) onDeleted();
    return error;
  }

  return (
    <ConfirmDialog
      title={t('deleteTitle', { partner: embed.settings.partner_name })}
      body={t('deleteBody')}
      keepLabel={t('keep')}
      confirmLabel={t('confirmDelete')}
      busyLabel={t('deleting')}
      onConfirm={remove}
      onClose={onClose}
    />
  );
}
