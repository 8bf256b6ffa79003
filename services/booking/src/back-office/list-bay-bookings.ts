import { bayClock } from '@moorline/contracts';
import { AppError, isUuid, requireBayAccess, type Caller } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { BookingTables } from '../booking.tables';
import type { BookingPhase } from '../bookings/booking-phase';
import { foldForSearch } from '../bookings/search-text';
import { findBayBookingsPage, type BayBookingRow, type BayHistoryCursor } from './bay-history.repository';
import type { BackOfficeDeps } from './get-occupancy-now';

export const DEFAULT_HISTORY_PAGE = 50;
/** One page at most: payment answers the invoices of 200 bookings at once. */
export const MAX_HISTORY_PAGE = 200;
const MAX_QUERY_LENGTH = 100;

export interface ListBayBookingsInput {
  caller: Caller;
  bayId: string;
  fromDate: string;
  toDate: string;
  query: string;
  pageToken: string;
  pageSize: number;
  /** Only bookings in this phase (issue 28 item 8); undefined lists all. */
  phase?: BookingPhase;
}

function encodeCursor(row: BayBookingRow): string {
  return Buffer.from(JSON.stringify([row.from_date, row.period_start.toISOString(), row.id])).toString(
    'base64url',
  );
}

function decodeCursor(token: string): BayHistoryCursor {
  try {
    const [fromDate, start, id] = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as unknown[];
    if (
      typeof fromDate !== 'string' ||
      !bayClock.isCalendarDate(fromDate) ||
      typeof start !== 'string' ||
      Number.isNaN(Date.parse(start)) ||
      typeof id !== 'string' ||
      !isUuid(id)
    )
      throw new Error('not a cursor');
    return { fromDate, start: new Date(start), id };
  } catch {
    throw new AppError('invalid_request', 'Invalid page token');
  }
}

/** An empty bound is none; anything else must be a calendar date, and the range not reversed. */
function dateRange(fromDate: string, toDate: string): { from?: string; to?: string } {
  const [from, to] = [fromDate.trim(), toDate.trim()];
  for (const date of [from, to])
    if (date !== '' && !bayClock.isCalendarDate(date)) throw new AppError('invalid_date_format');
  if (from !== '' && to !== '' && to < from) throw new AppError('invalid_date_range');
  return { ...(from !== '' ? { from } : {}), ...(to !== '' ? { to } : {}) };
}

function pageSizeOf(size: number): number {
  if (!Number.isInteger(size) || size < 0 || size > MAX_HISTORY_PAGE)
    throw new AppError('invalid_request', `Page size must be from 1 to ${MAX_HISTORY_PAGE}`);
  return size === 0 ? DEFAULT_HISTORY_PAGE : size;
}

/**
 * ListBayBookings (issue 15 item 4): a bay's bookings by arrival date, latest first, in keyset
 * pages on (arrival date, start, id), which the index `bookings_bay_history_idx` holds in that
 * order: a page deep in years of data costs what the first does.
 */
export async function listBayBookings(
  db: Kysely<BookingTables>,
  deps: BackOfficeDeps,
  input: ListBayBookingsInput,
): Promise<{ bookings: BayBookingRow[]; nextPageToken: string; baySlug: string; timeZone: string }> {
  requireBayAccess(input.caller, input.bayId, 'view');
  const range = dateRange(input.fromDate, input.toDate);
  const pageSize = pageSizeOf(input.pageSize);
  if (input.query.length > MAX_QUERY_LENGTH)
    throw new AppError('invalid_request', `Search at most ${MAX_QUERY_LENGTH} characters`);
  const search = foldForSearch(input.query);
  const cursor = input.pageToken === '' ? undefined : decodeCursor(input.pageToken);
  const bay = await deps.bays.bayFacts(input.bayId);
  const rows = await findBayBookingsPage(db, {
    bayId: bay.bayId,
    ...range,
    search,
    cursor,
    limit: pageSize + 1,
    phase: input.phase === undefined ? undefined : { phase: input.phase, now: deps.now() },
  });
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return {
    bookings: page,
    nextPageToken: rows.length > pageSize && last ? encodeCursor(last) : '',
    baySlug: bay.slug,
    timeZone: bay.timeZone,
  };
}
