import { sql, type Kysely } from 'kysely';
import type { BookingTables } from '../booking.tables';
import { returnedColumns, type BookingRow } from './booking.repository';
import type { Cancellation } from './cancellation-rules';

type Db = Kysely<BookingTables>;

/** The database's clock: in a transaction, the instant it began (the clock holds expire by). */
export async function databaseNow(db: Db): Promise<Date> {
  const { rows } = await sql<{ now: Date }>`SELECT now() AS now`.execute(db);
  const now = rows[0]?.now;
  if (!now) throw new Error('the database did not answer its clock');
  return now;
}

/**
 * Cancels the booking if it is still confirmed (a guarded change, ARCHITECTURE §4); undefined when
 * another change got there first. `guarded: false` drops the status guard: only the race test's
 * negative twin does.
 */
export async function markCancelled(
  db: Db,
  bookingId: string,
  cancellation: Cancellation,
  guarded = true,
): Promise<BookingRow | undefined> {
  const stillConfirmed = guarded ? sql`AND status = 'confirmed'` : sql``;
  const { rows } = await sql<BookingRow>`
    UPDATE bookings
       SET status = 'cancelled', cancelled_at = now(), cancelled_by = ${cancellation.by},
           refund_minor = ${cancellation.refundMinor}, cancel_reason = ${cancellation.reason},
           cancel_note = ${cancellation.note}, version = version + 1, updated_at = now()
     WHERE id = ${bookingId} ${stillConfirmed}
    RETURNING ${returnedColumns}`.execute(db);
  return rows[0];
}
