import type { HistoryFilters } from '../backoffice-api';
import { lastDays, rangeFromParams } from '../date-range';

// The history's filters live in the address (issue 15 item 4): reload, share and the CSV export
// all use the very same range and text.

/** Without dates in the address: the last 30 days at the bay and the next two (bookings open 48 h ahead). */
export function defaultHistoryRange(today: string) {
  const past = lastDays(today, 30);
  return { from: past.from, to: lastDays(today, -1).from };
}

export const MAX_SEARCH_LENGTH = 100;

export function historyFiltersFrom(params: URLSearchParams, today: string): HistoryFilters {
  const q = (params.get('q') ?? '').trim().slice(0, MAX_SEARCH_LENGTH);
  return { ...rangeFromParams(params, defaultHistoryRange(today)), q };
}

/** The address query of the filters; an empty search is left out. */
export function historySearch(filters: HistoryFilters): string {
  const params = new URLSearchParams({ from: filters.from, to: filters.to });
  const q = filters.q.trim();
  if (q !== '') params.set('q', q);
  return params.toString();
}

/** The export's file name: the bay and the range, so several exports do not overwrite each other. */
export function historyCsvName(baySlug: string, filters: HistoryFilters): string {
  return `moorline-${baySlug}-bookings-${filters.from}-${filters.to}.csv`;
}
