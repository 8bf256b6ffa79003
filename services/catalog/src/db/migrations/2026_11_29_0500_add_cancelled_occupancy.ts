import { sql, type Kysely } from 'kysely';

// Issue 30 item 2: BookingCancelled leaves the booking's row in the projection as `cancelled`, a
// state that occupies nothing (like expired and failed), so its buoy shows free at once and a
// late, older event of the booking is still recognised by its version.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE booking_occupancies DROP CONSTRAINT booking_occupancies_state_check`.execute(db);
  await sql`
    ALTER TABLE booking_occupancies ADD CONSTRAINT booking_occupancies_state_check
      CHECK (state IN ('held', 'confirmed', 'expired', 'failed', 'cancelled'))`.execute(db);
}
