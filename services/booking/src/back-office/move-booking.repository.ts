import { sql, type Kysely } from 'kysely';
import type { BookingTables } from '../booking.tables';
import { findBooking, returnedColumns, type BookingRow } from '../bookings/booking.repository';

type Db = Kysely<BookingTables>;

/** The booking with the measures of its boat, which decide the buoys it may move to. */
export async function findBookingWithBoat(db: Db, bookingId: string) {
  const booking = await findBooking(db, bookingId);
  if (!booking) return undefined;
  const boat = await db
    .selectFrom('boats')
    .select(['loa_cm', 'boat_type'])
    .where('id', '=', booking.boat_id)
    .executeTakeFirstOrThrow();
  return { booking, boat };
}

/**
 * Puts the booking at another buoy if it is still movable at `now`: held and not lapsed, or
 * confirmed, and not ended. The buoy's exclusion constraint decides between two moves (or a
 * move and a hold) racing for the same buoy. Undefined when the booking is no longer movable.
 */
export async function moveToBuoy(
  db: Db,
  move: { bookingId: string; buoyId: string; buoyLabel: string; searchText: string; now: Date },
): Promise<BookingRow | undefined> {
  const { rows } = await sql<BookingRow>`
    UPDATE bookings
       SET buoy_id = ${move.buoyId}::uuid, buoy_label = ${move.buoyLabel}, search_text = ${move.searchText},
           version = version + 1, updated_at = now()
     WHERE id = ${move.bookingId}::uuid
       AND (status = 'confirmed' OR (status = 'held' AND hold_expires_at > ${move.now}))
       AND upper(period) > ${move.now}
    RETURNING ${returnedColumns}`.execute(db);
  return rows[0];
}
