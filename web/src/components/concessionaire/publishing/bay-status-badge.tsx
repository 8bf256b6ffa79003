'use client';

import { useTranslations } from 'next-intl';
import type { BayStatus } from '../../../http/api-schema';
import { usePublishing } from './use-publishing';

export function StatusBadge({ status }: { status: BayStatus }) {
  const t = useTranslations('PublishingChecklist');
  return <span className={`bay-status bay-status--${status}`}>{t(`status.${status}`)}</span>;
}

/**
 * A bay's draft, live or hidden badge (issue 27 item 4) beside its name. The bays list does not
 * carry the status, so each badge asks the publishing answer; staff who may not read it (an
 * employee: 403) see no badge, nothing else changes.
 */
export function BayStatusBadge({ bayId }: { bayId: string }) {
  const { data } = usePublishing(bayId);
  return data === undefined ? null : <StatusBadge status={data.status} />;
}
