import type { HistoryFilters, HistoryStatus } from '../backoffice-api';
import type { HistoryBooking } from '../backoffice-types';
import { lastDays, rangeFromParams } from '../date-range';

// The history's filters live in the address (issue 15 item 4): reload, share and the CSV export
// all use the very same range and text.

/** Without dates in the address: the last 30 days at the bay and the next two (bookings open 48 h ahead). */
export function defaultHistoryRange(today: string) {
  const past = lastDays(today, 30);
  return { from: past.from, to: lastDays(today, -1).from };
}

export const MAX_SEARCH_LENGTH = 100;

/** The statuses the filter offers, in the order a day's work goes. */
export const HISTORY_STATUSES = [
  'current',
  'upcoming',
  'pending',
  'completed',
  'failed',
  'cancelled',
] as const;

/** Issue 30 item 2: the bay may cancel a paid booking that has not ended (its phase says both). */
export function mayBayCancel(booking: Pick<HistoryBooking, 'status'>): boolean {
  return booking.status === 'current' || booking.status === 'upcoming';
}

/** A status from the address or the filter's select; anything else is every status. */
export function statusFrom(value: string | null): HistoryStatus {
  return HISTORY_STATUSES.find((status) => status === value) ?? '';
}

export function historyFiltersFrom(params: URLSearchParams, today: string): HistoryFilters {
  const q = (params.get('q') ?? '').trim().slice(0, MAX_SEARCH_LENGTH);
  return {
    ...rangeFromParams(params, defaultHistoryRange(today)),
    q,
    status: statusFrom(params.get('status')),
  };
}

/** The address query of the filters; an empty search and every status are left out. */
export function historySearch(filters: HistoryFilters): string {
  const params = new URLSearchParams({ from: filters.from, to: filters.to });
  const q = filters.q.trim();
  if (q !== '') params.set('q', q);
  if (filters.status !== '') params.set('status', filters.status);
  return params.toString();
}

/** The export's file name: the bay and the range, so several exports do not overwrite each other. */
export function historyCsvName(baySlug: string, filters: HistoryFilters): string {
  return `moorline-${baySlug}-bookings-${filters.from}-${filters.to}.csv`;
}
