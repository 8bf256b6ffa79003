'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import useSWR from 'swr';
import { useApiClient } from '../../../hooks/use-api-client';
import { useCallerKey } from '../../../hooks/use-caller-key';
import { useRouter } from '../../../i18n/navigation';
import { loadOccupancyNow } from '../backoffice-api';
import { BackofficeProblem } from '../backoffice-problem';
import { useOperatorBays } from '../use-operator-bay';
import { BayCard } from './bay-card';

// spec §2 /concessionaires/bays, the buoyfield selector (issue 15 item 2): the bays the caller
// runs with today's occupancy and the payout account at a glance. One bay needs no choosing: the
// page goes straight to its overview.
export function BaySelector() {
  const t = useTranslations('ConcessionaireBays');
  const api = useApiClient();
  const caller = useCallerKey();
  const router = useRouter();
  const bays = useOperatorBays();
  const occupancy = useSWR(caller === null ? null : ['occupancy-now', caller], () => loadOccupancyNow(api), {
    refreshInterval: 60_000,
  });
  const only = bays.data?.length === 1 ? bays.data[0] : undefined;
  useEffect(() => {
    if (only !== undefined) router.replace(`/concessionaires/${encodeURIComponent(only.bay_id)}/overview`);
  }, [only, router]);

  if (bays.data === undefined)
    return bays.error === undefined ? (
      <p role="status">{t('loading')}</p>
    ) : (
      <BackofficeProblem error={bays.error} onRetry={() => void bays.mutate()} />
    );
  if (only !== undefined) return <p role="status">{t('opening', { bay: only.name })}</p>;
  if (bays.data.length === 0)
    return (
      <div className="alert alert--info" role="status">
        <p className="alert__title">{t('noBaysTitle')}</p>
        <p>{t('noBaysText')}</p>
      </div>
    );
  return (
    <ul className="bay-cards">
      {bays.data.map((bay) => (
        <BayCard
          key={bay.bay_id}
          bay={bay}
          now={occupancy.data?.find((entry) => entry.bay_id === bay.bay_id)}
          occupancyFailed={occupancy.error !== undefined}
        />
      ))}
    </ul>
  );
}
