import { sql, type Kysely } from 'kysely';

// Issue 28 item 8: the berths list names the skipper and gives their phone, as the hold's token
// said them (an account's name and profile phone, a walk-up's personal details). Kept on the
// booking as booked, like the boat's name: '' for bookings made before, and when none was given.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE bookings ADD COLUMN skipper_name text NOT NULL DEFAULT ''`.execute(db);
  await sql`ALTER TABLE bookings ADD COLUMN skipper_phone text NOT NULL DEFAULT ''`.execute(db);
}
