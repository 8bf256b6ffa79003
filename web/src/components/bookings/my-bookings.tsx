'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import useSWRInfinite from 'swr/infinite';
import { useApiClient } from '../../hooks/use-api-client';
import { useDebounced } from '../../hooks/use-debounced';
import { useStoredSession } from '../../hooks/use-stored-session';
import type { BookingFilter, BookingList } from '../../http/api-schema';
import { Link } from '../../i18n/navigation';
import { RetryAlert } from '../content/retry-alert';
import { useBookingCells } from './booking-cells';
import { BookingCards, BookingTable } from './booking-views';
import { BOOKING_FILTERS, loadBookingPage } from './bookings-api';
import './bookings.css';

type PageKey = readonly [string, string, BookingFilter, string, string | null];

// My Bookings (spec §2): filters, a debounced search and "show more" pages. Rendered inside the
// dashboard's session guard; keyed by the user so the next user on this browser sees only theirs.
export function MyBookings() {
  const t = useTranslations('BookingsPage');
  const api = useApiClient();
  const session = useStoredSession();
  const owner = session.signedIn ? session.user.email : null;
  const [filter, setFilter] = useState<BookingFilter>('all');
  const [searchText, setSearchText] = useState('');
  const search = useDebounced(searchText.trim(), 300);
  const searchId = useId();
  const cells = useBookingCells();

  const pageKey = (index: number, previous: BookingList | null): PageKey | null => {
    if (owner === null || (previous !== null && previous.next_page_token === null)) return null;
    return ['/v1/bookings', owner, filter, search, index === 0 ? null : (previous?.next_page_token ?? null)];
  };
  const { data, error, isLoading, isValidating, size, setSize, mutate } = useSWRInfinite(
    pageKey,
    ([, , phase, query, token]: PageKey) => loadBookingPage(api, { filter: phase, search: query }, token),
  );

  const pages = data ?? [];
  const bookings = pages.flatMap((page) => page.bookings);
  const rows = bookings.map(cells);
  const hasMore = pages.length > 0 && pages[pages.length - 1]?.next_page_token !== null;
  const loadingMore = isValidating && size > pages.length;
  const narrowed = filter !== 'all' || search !== '';

  return (
    <section className="bookings" aria-labelledby={`${searchId}-results`}>
      <div className="bookings__controls">
        <div className="bookings__filters" role="group" aria-label={t('filtersLabel')}>
          {BOOKING_FILTERS.map((value) => (
            <button
              key={value}
              type="button"
              className="bookings__filter"
              aria-pressed={filter === value}
              onClick={() => setFilter(value)}
            >
              {t(`filter.${value}`)}
            </button>
          ))}
        </div>
        <div className="field bookings__search">
          <label className="field__label" htmlFor={searchId}>
            {t('searchLabel')}
          </label>
          <input
            id={searchId}
            className="field__input"
            type="search"
            maxLength={100}
            aria-describedby={`${searchId}-hint`}
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
          />
          <span id={`${searchId}-hint`} className="field__hint">
            {t('searchHint')}
          </span>
        </div>
      </div>

      <h2 id={`${searchId}-results`} className="visually-hidden">
        {t('resultsHeading')}
      </h2>
      {error && pages.length === 0 ? (
        <RetryAlert title={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void mutate()} />
      ) : isLoading && pages.length === 0 ? (
        <p role="status">{t('loading')}</p>
      ) : rows.length === 0 ? (
        <div className="bookings__empty" role="status">
          <p className="alert__title">{narrowed ? t('noMatchTitle') : t('emptyTitle')}</p>
          <p>{narrowed ? t('noMatchText') : t('emptyText')}</p>
          {narrowed ? (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                setFilter('all');
                setSearchText('');
              }}
            >
              {t('showAll')}
            </button>
          ) : (
            <Link className="button" href="/map">
              {t('findBuoy')}
            </Link>
          )}
        </div>
      ) : (
        <>
          <p role="status" className="bookings__count">
            {t('shown', { count: rows.length })}
          </p>
          <BookingTable rows={rows} />
          <BookingCards rows={rows} />
          {hasMore ? (
            <button
              type="button"
              className="button button--secondary bookings__more"
              disabled={loadingMore}
              onClick={() => void setSize(size + 1)}
            >
              {loadingMore ? t('loadingMore') : t('loadMore')}
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}
