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

/**
 * Where a booking stands in My Bookings (issue 28 item 6): the stay going on now first, then what
 * is ahead (held or confirmed), soonest first, then the rest, latest first. `list_key` is the
 * start in epoch seconds, negated for the rest, so one ascending order serves all three.
 */
type ListPosition = { list_rank: number; list_key: number; id: string };

/** The opaque cursor: where the last row of a page stands in the order. */
function encodeCursor(row: ListPosition): string {
  return Buffer.from(JSON.stringify([row.list_rank, row.list_key, row.id])).toString('base64url');
}

function decodeCursor(token: string): ListPosition {
  try {
    const [rank, key, id] = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as unknown[];
    if (typeof rank !== 'number' || typeof key !== 'number' || typeof id !== 'string' || !isUuid(id))
      throw new Error('not a cursor');
    return { list_rank: rank, list_key: key, id };
  } catch {
    throw new AppError('invalid_request', 'Invalid page token');
  }
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** ListMyBookings (spec §2 My Bookings): the caller's bookings, the stay now first, paged by keyset. */
export function listMyBookings(
  db: Kysely<BookingTables>,
  deps: { now: () => Date },
  input: ListMyBookingsInput,
) {
  return listBookingsOfUser(db, deps, input.caller.userId, input);
}

/**
 * One user's bookings in My Bookings' order (the stay now, what is ahead soonest first, the rest
 * latest first), paged by keyset: My Bookings and the admin console's support.
 */
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
  let matching = withBookingColumns(db.selectFrom('bookings'))
    .where('user_id', '=', userId)
    .select((eb) =>
      sql<number>`CASE WHEN ${inPhase(eb, 'current', now)} THEN 0
                       WHEN ${inPhase(eb, 'upcoming', now)} OR ${inPhase(eb, 'pending', now)} THEN 1
                       ELSE 2 END`.as('list_rank'),
    );
  if (input.phase) {
    const phase = input.phase;
    matching = matching.where((eb) => inPhase(eb, phase, now));
  }
  if (search !== '') matching = matching.where('search_text', 'like', `%${escapeLike(search)}%`);
  // The start in epoch seconds, negated for the rest: one ascending order serves every rank.
  const listKey = sql<number>`CASE WHEN list_rank < 2 THEN 1 ELSE -1 END * extract(epoch FROM period_start)::float8`;
  let query = db.selectFrom(matching.as('b')).selectAll().select(listKey.as('list_key'));
  if (cursor)
    query = query.where(
      sql<SqlBool>`(list_rank, ${listKey}, id) > (${cursor.list_rank}::int, ${cursor.list_key}::float8, ${cursor.id}::uuid)`,
    );
  const rows = await query
    .orderBy('list_rank')
    .orderBy('list_key')
    .orderBy('id')
    .limit(pageSize + 1)
    .execute();
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return { bookings: page, nextPageToken: rows.length > pageSize && last ? encodeCursor(last) : '' };
}
