import { AppError, type Caller, isUuid } from '@moorline/kit';
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { BookingTables } from '../booking.tables';
import { withBookingColumns, type BookingRow } from './booking.repository';
import type { BookingPhase } from './booking-phase';
import { inPhase } from './booking-phase.sql';
import { foldForSearch } from './search-text';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
export const MAX_SEARCH_LENGTH = 100;

/** Which of a user's bookings, and which page. */
export interface BookingListFilter {
  /** Undefined lists every phase. */
  phase: BookingPhase | undefined;
  search: string;
  pageToken: string;
  pageSize: number;
}

export interface ListMyBookingsInput extends BookingListFilter {
  caller: Caller;
}

/** The opaque cursor: where the last row of a page stands in the order. */
function encodeCursor(row: BookingRow): string {
  return Buffer.from(JSON.stringify([row.period_start.toISOString(), row.id])).toString('base64url');
}

function decodeCursor(token: string): { start: Date; id: string } {
  try {
    const [start, id] = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as unknown[];
    if (typeof start !== 'string' || typeof id !== 'string' || !isUuid(id) || Number.isNaN(Date.parse(start)))
      throw new Error('not a cursor');
    return { start: new Date(start), id };
  } catch {
    throw new AppError('invalid_request', 'Invalid page token');
  }
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** ListMyBookings (spec §2 My Bookings): the caller's bookings, newest period first, paged by keyset. */
export function listMyBookings(
  db: Kysely<BookingTables>,
  deps: { now: () => Date },
  input: ListMyBookingsInput,
) {
  return listBookingsOfUser(db, deps, input.caller.userId, input);
}

/** One user's bookings, newest period first, paged by keyset: My Bookings and the admin console's support. */
export async function listBookingsOfUser(
  db: Kysely<BookingTables>,
  deps: { now: () => Date },
  userId: string,
  input: BookingListFilter,
): Promise<{ bookings: BookingRow[]; nextPageToken: string }> {
  if (!Number.isInteger(input.pageSize) || input.pageSize < 0 || input.pageSize > MAX_PAGE_SIZE)
    throw new AppError('invalid_request', `Page size must be from 1 to ${MAX_PAGE_SIZE}`);
  const pageSize = input.pageSize === 0 ? DEFAULT_PAGE_SIZE : input.pageSize;
  const now = deps.now();
  if (input.search.length > MAX_SEARCH_LENGTH)
    throw new AppError('invalid_request', `Search at most ${MAX_SEARCH_LENGTH} characters`);
  const search = foldForSearch(input.search);
  const cursor = input.pageToken === '' ? undefined : decodeCursor(input.pageToken);
  let query = withBookingColumns(db.selectFrom('bookings')).where('user_id', '=', userId);
  if (input.phase) {
    const phase = input.phase;
    query = query.where((eb) => inPhase(eb, phase, now));
  }
  if (search !== '') query = query.where('search_text', 'like', `%${escapeLike(search)}%`);
  if (cursor) query = query.where(sql<SqlBool>`(lower(period), id) < (${cursor.start}, ${cursor.id}::uuid)`);
  const rows = await query
    .orderBy(sql`lower(period)`, 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize + 1)
    .execute();
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return { bookings: page, nextPageToken: rows.length > pageSize && last ? encodeCursor(last) : '' };
}
