'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useId, type ReactNode } from 'react';
import type { Stay } from '../../map/stay-query';

// On a phone the search, dates and stay kind sit in a bar above the map (issue 17), folded to
// one line that says what the map shows ("Tonight · Night stay"); the line is a button that
// unfolds the form over the map. From 48rem the form is always shown and the line is not (map.css).

type Props = { stay: Stay; open: boolean; onToggle: () => void; children: ReactNode };

/** Dates as calendar days: read at noon UTC, so no time zone moves them to another day. */
const calendarDay = (date: string) => new Date(`${date}T12:00:00Z`);

function useStaySummary(stay: Stay): string {
  const t = useTranslations('MapPage');
  const format = useFormatter();
  const kind = stay.kind === 'day' ? t('dayStay') : t('nightStay');
  const when =
    stay.kind === 'day'
      ? t('stayToday')
      : stay.from === ''
        ? t('stayTonight')
        : format.dateTimeRange(calendarDay(stay.from), calendarDay(stay.to), {
            day: 'numeric',
            month: 'short',
            timeZone: 'UTC',
          });
  return `${when} · ${kind}`;
}

export function MapFilters({ stay, open, onToggle, children }: Props) {
  const t = useTranslations('MapPage');
  const formId = useId();
  const summary = useStaySummary(stay);
  return (
    <div className="map-filters" data-open={open}>
      <button
        type="button"
        className="map-filters__toggle"
        aria-expanded={open}
        aria-controls={formId}
        onClick={onToggle}
      >
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
          <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{t('filtersLabel')}: </span>
        <span className="map-filters__summary">{summary}</span>
      </button>
      <div id={formId} className="map-filters__form">
        {children}
      </div>
    </div>
  );
}
