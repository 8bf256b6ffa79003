import { sql, type Insertable, type Kysely } from 'kysely';
import type { BookingTables } from '../booking.tables';
import { withBookingColumns, type BookingRow } from '../bookings/booking.repository';
import type { PresenceCheckTable } from './presence-check.table';

type Db = Kysely<BookingTables>;

export async function insertPresenceCheck(db: Db, check: Insertable<PresenceCheckTable>) {
  return db
    .insertInto('presence_checks')
    .values(check)
    .returning(['id', 'user_id', 'buoy_id', 'verdict', 'distance_m', 'expires_at'])
    .executeTakeFirstOrThrow();
}

/** What a check-in reads of a presence pass. */
const passColumns = ['id', 'user_id', 'buoy_id', 'verdict', 'expires_at'] as const;

export async function findPresenceCheck(db: Db, id: string) {
  return db.selectFrom('presence_checks').select(passColumns).where('id', '=', id).executeTakeFirst();
}

/** A pass nobody has claimed becomes this caller's; undefined when someone else was first. */
export async function claimPresenceCheck(db: Db, id: string, userId: string) {
  return db
    .updateTable('presence_checks')
    .set({ user_id: userId })
    .where('id', '=', id)
    .where('user_id', 'is', null)
    .returning(passColumns)
    .executeTakeFirst();
}

/** Presence checks since `since` by this client address or this account (when there is one). */
export async function countChecksByClient(
  db: Db,
  client: { address: string; userId: string | null },
  since: Date,
): Promise<number> {
  const { userId } = client;
  const { count } = await db
    .selectFrom('presence_checks')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('checked_at', '>=', since)
    .where((eb) =>
      eb.or([
        eb('client_address', '=', client.address),
        ...(userId === null ? [] : [eb('user_id', '=', userId)]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Checks from away at this buoy since `since`. */
export async function countRemoteChecksAtBuoy(db: Db, buoyId: string, since: Date): Promise<number> {
  const { count } = await db
    .selectFrom('presence_checks')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('buoy_id', '=', buoyId)
    .where('verdict', '=', 'too_far')
    .where('checked_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * The live booking (confirmed, or held and not lapsed) whose period holds the buoy at `at`, or
 * failing that the caller's confirmed one that starts within `earlyArrival` of it.
 */
export async function findBookingsAtBuoy(
  db: Db,
  query: { buoyId: string; at: Date; earlyArrivalUntil: Date; userId?: string },
): Promise<BookingRow[]> {
  return withBookingColumns(db.selectFrom('bookings'))
    .where('buoy_id', '=', query.buoyId)
    .where(({ eb, or, and }) =>
      or([
        eb('status', '=', 'confirmed'),
        and([eb('status', '=', 'held'), eb('hold_expires_at', '>', sql<Date>`now()`)]),
      ]),
    )
    .where(sql<boolean>`period && tstzrange(${query.at}, ${query.earlyArrivalUntil}, '[]')`)
    .orderBy(sql`lower(period)`)
    .execute();
}

/** Marks a confirmed booking's boat as checked in, once; undefined when it already was. */
export async function markCheckedIn(db: Db, bookingId: string): Promise<BookingRow | undefined> {
  const { rows } = await sql<{ id: string }>`
    UPDATE bookings
       SET checked_in_at = now(), version = version + 1, updated_at = now()
     WHERE id = ${bookingId} AND status = 'confirmed' AND checked_in_at IS NULL
    RETURNING id`.execute(db);
  if (rows.length === 0) return undefined;
  return withBookingColumns(db.selectFrom('bookings')).where('id', '=', bookingId).executeTakeFirstOrThrow();
}
