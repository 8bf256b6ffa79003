'use client';

import { useTranslations } from 'next-intl';
import { useApiClient } from '../../../hooks/use-api-client';
import type { BayPublishing } from '../../../http/api-schema';
import { ConfirmDialog } from '../../content/confirm-dialog';
import { hideBay } from '../setup/setup-api';

type Props = {
  bayId: string;
  bayName: string;
  onHidden: (publishing: BayPublishing) => void;
  onClose: () => void;
};

/** Asks before a bay leaves the map and the search, saying that its bookings stay. */
export function HideBayDialog({ bayId, bayName, onHidden, onClose }: Props) {
  const t = useTranslations('PublishingChecklist');
  const api = useApiClient();
  async function hide() {
    const outcome = await hideBay(api, bayId);
    if (!outcome.ok) return outcome.error;
    onHidden(outcome.value);
    return null;
  }
  return (
    <ConfirmDialog
      title={t('hideTitle', { bay: bayName })}
      body={t('hideBody')}
      keepLabel={t('keepLive')}
      confirmLabel={t('confirmHide')}
      busyLabel={t('hiding')}
      onConfirm={hide}
      onClose={onClose}
    />
  );
}
