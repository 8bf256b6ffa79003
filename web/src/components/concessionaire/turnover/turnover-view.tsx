'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import useSWR from 'swr';
import { useApiClient } from '../../../hooks/use-api-client';
import { useCallerKey } from '../../../hooks/use-caller-key';
import { loadTurnover } from '../backoffice-api';
import { localDate } from '../../../../../proto/src/stays/bay-clock';
import { minorToMajor } from '../backoffice-format';
import { Loaded } from '../backoffice-problem';
import type { OperatorBay } from '../backoffice-types';
import { BayHeading } from '../bay-heading';
import { BayPage } from '../bay-page';
import { lastDays, rangeFromParams } from '../date-range';
import { TurnoverChart } from './turnover-chart';
import { TurnoverForm, type TurnoverQuery } from './turnover-form';
import { granularityFrom } from './turnover-series';
import { TurnoverPartners } from './turnover-partners';
import { TurnoverSummary } from './turnover-summary';

function turnoverQueryFrom(params: URLSearchParams, today: string): TurnoverQuery {
  const range = rangeFromParams(params, lastDays(today, 30));
  return { ...range, granularity: granularityFrom(params.get('granularity'), range) };
}

// spec §2 /concessionaires/{bayUuid}/turnover (issue 15 item 5): captured amounts of the range,
// VAT included and its part shown, per day or month, against the previous period.
function TurnoverView({ bay }: { bay: OperatorBay }) {
  const t = useTranslations('Turnover');
  const api = useApiClient();
  const caller = useCallerKey();
  const format = useFormatter();
  const router = useRouter();
  const pathname = usePathname();
  const query = turnoverQueryFrom(
    new URLSearchParams(useSearchParams().toString()),
    localDate(new Date(), bay.time_zone),
  );
  const search = new URLSearchParams(query).toString();
  const apply = (next: TurnoverQuery) =>
    router.replace(`${pathname}?${new URLSearchParams(next).toString()}`, { scroll: false });
  const turnover = useSWR(caller === null ? null : ['bay-turnover', caller, bay.bay_id, search], () =>
    loadTurnover(api, bay.bay_id, query, query.granularity),
  );
  const moneyIn = (currency: string) => (minor: number) =>
    format.number(minorToMajor(minor, currency), { style: 'currency', currency });

  return (
    <>
      <BayHeading bay={bay} title={t('title')} lead={t('lead')} />
      <TurnoverForm key={search} query={query} onApply={apply} />
      <Loaded answer={turnover} loading={t('loading')}>
        {(data) => (
          <>
            <TurnoverSummary turnover={data} money={moneyIn(data.currency)} />
            <TurnoverChart turnover={data} granularity={query.granularity} money={moneyIn(data.currency)} />
            <TurnoverPartners turnover={data} money={moneyIn(data.currency)} />
          </>
        )}
      </Loaded>
    </>
  );
}

export function TurnoverPage({ bayId }: { bayId: string }) {
  const t = useTranslations('Turnover');
  return (
    <BayPage bayId={bayId} title={t('title')}>
      {(bay) => <TurnoverView bay={bay} />}
    </BayPage>
  );
}
