'use client';

import { useTranslations } from 'next-intl';
import { useApiClient } from '../../hooks/use-api-client';
import type { Boat } from '../../http/api-schema';
import { ConfirmDialog } from '../content/confirm-dialog';
import { removeBoat } from './fleet-api';

type Props = { boat: Boat; onDeleted: (boat: Boat) => void; onClose: () => void };

/**
 * Asks before a boat is deleted. A refusal stays in the dialog with the server's reason, e.g.
 * `boat_has_bookings` for a boat with a current or upcoming booking (issue 12 item 2).
 */
export function DeleteBoatDialog({ boat, onDeleted, onClose }: Props) {
  const t = useTranslations('FleetPage');
  const api = useApiClient();

  async function remove() {
    const refusal = await removeBoat(api, boat.id);
    if (refusal === null) onDeleted(boat);
    return refusal;
  }

  return (
    <ConfirmDialog
      title={t('deleteTitle', { name: boat.name })}
      body={t('deleteBody')}
      keepLabel={t('keep')}
      confirmLabel={t('confirmDelete')}
      busyLabel={t('deleting')}
      onConfirm={remove}
      onClose={onClose}
    />
  );
}
