import { AppError, type Caller, isUuid } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { BookingTables } from '../booking.tables';
import type { BookingRow } from './booking.repository';
import { selectUserBookings, type ListPosition } from './booking-list.repository';
import type { BookingPhase } from './booking-phase';
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
  if (input.search.length > MAX_SEARCH_LENGTH)
    throw new AppError('invalid_request', `Search at most ${MAX_SEARCH_LENGTH} characters`);
  const rows = await selectUserBookings(db, {
    userId,
    phase: input.phase,
    search: foldForSearch(input.search),
    after: input.pageToken === '' ? undefined : decodeCursor(input.pageToken),
    limit: pageSize + 1,
    now: deps.now(),
  });
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return { bookings: page, nextPageToken: rows.length > pageSize && last ? encodeCursor(last) : '' };
}
