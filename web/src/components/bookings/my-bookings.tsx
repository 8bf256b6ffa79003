'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useApiClient } from '../../hooks/use-api-client';
import { useCursorPages } from '../../hooks/use-cursor-pages';
import { useDebounced } from '../../hooks/use-debounced';
import { useStoredSession } from '../../hooks/use-stored-session';
import type { BookingFilter } from '../../http/api-schema';
import { Link } from '../../i18n/navigation';
import { LoadMoreButton } from '../content/load-more-button';
import { RetryAlert } from '../content/retry-alert';
import { groupVisits } from '../../booking/visits';
import { useBookingCells } from './booking-cells';
import { BookingCards, BookingTable, type VisitRows } from './booking-views';
import { BOOKING_FILTERS, loadBookingPage } from './bookings-api';
import './bookings.css';

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

  const pager = useCursorPages(
    owner === null ? null : (['/v1/bookings', owner, filter, search] as const),
    ([, , phase, query], token) => loadBookingPage(api, { filter: phase, search: query }, token),
    (page) => page.next_page_token,
  );
  const { pages, error, isLoading } = pager;
  const bookings = pages.flatMap((page) => page.bookings);
  const visits: VisitRows[] = groupVisits(bookings).map((visit) => ({
    visit,
    rows: visit.bookings.map((booking) => cells(booking, booking.booking_id === visit.lastPaidId)),
  }));
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
        <RetryAlert title={t('loadFailed')} retryLabel={t('retry')} onRetry={pager.retry} />
      ) : isLoading && pages.length === 0 ? (
        <p role="status">{t('loading')}</p>
      ) : bookings.length === 0 ? (
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
            {t('shown', { count: bookings.length })}
          </p>
          <BookingTable visits={visits} />
          <BookingCards visits={visits} />
          <LoadMoreButton
            pager={pager}
            label={t('loadMore')}
            busyLabel={t('loadingMore')}
            className="bookings__more"
          />
        </>
      )}
    </section>
  );
}
