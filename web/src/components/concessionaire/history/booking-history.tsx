'use client';

import { useTranslations } from 'next-intl';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useApiClient } from '../../../hooks/use-api-client';
import { useCallerKey } from '../../../hooks/use-caller-key';
import { useCursorPages } from '../../../hooks/use-cursor-pages';
import { LoadMoreButton } from '../../content/load-more-button';
import { loadHistoryPage, type HistoryFilters } from '../backoffice-api';
import { localDate } from '../../../../../proto/src/stays/bay-clock';
import { BackofficeProblem } from '../backoffice-problem';
import type { OperatorBay } from '../backoffice-types';
import { BayHeading } from '../bay-heading';
import { BayPage } from '../bay-page';
import { CsvExport } from './csv-export';
import { HistoryFiltersForm } from './history-filters-form';
import { historyFiltersFrom, historySearch } from './history-query';
import { HistoryRows } from './history-rows';

// spec §2 /concessionaires/{bayUuid}/booking_history (issue 15 item 4): filters in the address,
// pages by cursor ("show more") for years of data, and the CSV of the same filters.
export function BookingHistory({ bay }: { bay: OperatorBay }) {
  const t = useTranslations('BookingHistory');
  const api = useApiClient();
  const caller = useCallerKey();
  const router = useRouter();
  const pathname = usePathname();
  const filters = historyFiltersFrom(
    new URLSearchParams(useSearchParams().toString()),
    localDate(new Date(), bay.time_zone),
  );
  const apply = (next: HistoryFilters) =>
    router.replace(`${pathname}?${historySearch(next)}`, { scroll: false });

  const pager = useCursorPages(
    caller === null
      ? null
      : (['bay-history', caller, bay.bay_id, filters.from, filters.to, filters.q, filters.status] as const),
    ([, , bayId, from, to, q, status], cursor) =>
      loadHistoryPage(api, bayId, { from, to, q, status }, cursor),
    (page) => page.next_cursor,
  );
  const { pages, error, isLoading } = pager;
  const bookings = pages.flatMap((page) => page.bookings);

  return (
    <>
      <BayHeading bay={bay} title={t('title')} lead={t('lead')} />
      <HistoryFiltersForm key={historySearch(filters)} filters={filters} onApply={apply} />
      <CsvExport bayId={bay.bay_id} baySlug={bay.slug} filters={filters} />
      <h2 className="visually-hidden">{t('resultsHeading')}</h2>
      {error !== undefined && pages.length === 0 ? (
        <BackofficeProblem error={error} onRetry={pager.retry} />
      ) : isLoading && pages.length === 0 ? (
        <p role="status">{t('loading')}</p>
      ) : bookings.length === 0 ? (
        <p className="backoffice-empty" role="status">
          {t('noMatch')}
        </p>
      ) : (
        <>
          <p role="status" className="backoffice-count">
            {t('shown', { count: bookings.length })}
          </p>
          <HistoryRows bayId={bay.bay_id} bookings={bookings} onChanged={pager.retry} />
          <LoadMoreButton
            pager={pager}
            label={t('loadMore')}
            busyLabel={t('loadingMore')}
            className="backoffice-more"
          />
        </>
      )}
    </>
  );
}

export function BookingHistoryPage({ bayId }: { bayId: string }) {
  const t = useTranslations('BookingHistory');
  return (
    <BayPage bayId={bayId} title={t('title')}>
      {(bay) => <BookingHistory bay={bay} />}
    </BayPage>
  );
}
