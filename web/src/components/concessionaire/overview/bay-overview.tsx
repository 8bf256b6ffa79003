'use client';

import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import { useApiClient } from '../../../hooks/use-api-client';
import { useCallerKey } from '../../../hooks/use-caller-key';
import { loadOverview } from '../backoffice-api';
import { Loaded } from '../backoffice-problem';
import type { OperatorBay } from '../backoffice-types';
import { BayHeading } from '../bay-heading';
import { BayPage } from '../bay-page';
import { BerthsList } from './berths-list';
import { NotBookableNotice } from './not-bookable-notice';
import { OccupancyCountsCard } from './occupancy-counts';
import { OverviewCharts } from './overview-charts';
import { useBayLive } from './use-bay-live';

/** Without the stream, the overview still asks again every few minutes. */
const FALLBACK_REFRESH_MS = 120_000;

// spec §2 /concessionaires/{bayUuid}/overview (issue 15 item 3): occupancy now and tonight, the
// coming 48 hours and past 30 days, and the berths, kept current by the bay's live stream.
export function BayOverview({ bay }: { bay: OperatorBay }) {
  const t = useTranslations('ConcessionaireOverview');
  const api = useApiClient();
  const caller = useCallerKey();
  const overview = useSWR(
    caller === null ? null : ['bay-overview', caller, bay.bay_id],
    () => loadOverview(api, bay.bay_id),
    { refreshInterval: FALLBACK_REFRESH_MS },
  );
  useBayLive(bay.bay_id, () => void overview.mutate());

  return (
    <>
      <BayHeading bay={bay} title={t('title')} lead={t('lead')} />
      {bay.bookable_online ? null : <NotBookableNotice bayId={bay.bay_id} />}
      <Loaded answer={overview} loading={t('loading')}>
        {(data) => (
          <>
            <div className="occupancy-cards">
              <OccupancyCountsCard title={t('now')} counts={data.now} />
              <OccupancyCountsCard title={t('tonight')} counts={data.tonight} />
            </div>
            <OverviewCharts overview={data} />
            <section className="backoffice-section" aria-labelledby="berths-heading">
              <h2 id="berths-heading">{t('berthsTitle')}</h2>
              <BerthsList berths={data.berths} timeZone={data.time_zone} />
            </section>
          </>
        )}
      </Loaded>
    </>
  );
}

export function BayOverviewPage({ bayId }: { bayId: string }) {
  const t = useTranslations('ConcessionaireOverview');
  return (
    <BayPage bayId={bayId} title={t('title')}>
      {(bay) => <BayOverview bay={bay} />}
    </BayPage>
  );
}
