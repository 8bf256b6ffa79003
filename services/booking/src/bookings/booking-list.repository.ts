import { sql, type Kysely, type SqlBool } from 'kysely';
import type { BookingTables } from '../booking.tables';
import { withBookingColumns, type BookingRow } from './booking.repository';
import type { BookingPhase } from './booking-phase';
import { inPhase } from './booking-phase.sql';
import { escapeLike } from './search-text';

/**
 * Where a booking stands in My Bookings (issue 28 item 6): the stay going on now first, then what
 * is ahead (held or confirmed), soonest first, then the rest, latest first. `list_key` is the
 * start in epoch seconds, negated for the rest, so one ascending order serves all three.
 */
export type ListPosition = { list_rank: number; list_key: number; id: string };

/** Which of one user's bookings, from where, how many; `search` is folded already. */
export interface UserBookingsQuery {
  userId: string;
  phase: BookingPhase | undefined;
  search: string;
  after: ListPosition | undefined;
  limit: number;
  now: Date;
}

/** One user's bookings in My Bookings' order after `after`, at most `limit`, paged by keyset. */
export function selectUserBookings(
  db: Kysely<BookingTables>,
  query: UserBookingsQuery,
): Promise<(BookingRow & ListPosition)[]> {
  const { now } = query;
  let matching = withBookingColumns(db.selectFrom('bookings'))
    .where('user_id', '=', query.userId)
    .select((eb) =>
      sql<number>`CASE WHEN ${inPhase(eb, 'current', now)} THEN 0
                       WHEN ${inPhase(eb, 'upcoming', now)} OR ${inPhase(eb, 'pending', now)} THEN 1
                       ELSE 2 END`.as('list_rank'),
    );
  const phase = query.phase;
  if (phase) matching = matching.where((eb) => inPhase(eb, phase, now));
  if (query.search !== '') matching = matching.where('search_text', 'like', `%${escapeLike(query.search)}%`);
  const listKey = sql<number>`CASE WHEN list_rank < 2 THEN 1 ELSE -1 END * extract(epoch FROM period_start)::float8`;
  let page = db.selectFrom(matching.as('b')).selectAll().select(listKey.as('list_key'));
  const after = query.after;
  if (after)
    page = page.where(
      sql<SqlBool>`(list_rank, ${listKey}, id) > (${after.list_rank}::int, ${after.list_key}::float8, ${after.id}::uuid)`,
    );
  return page.orderBy('list_rank').orderBy('list_key').orderBy('id').limit(query.limit).execute();
}
