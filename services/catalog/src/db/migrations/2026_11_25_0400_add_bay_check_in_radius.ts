import { sql, type Kysely } from 'kysely';

// Issue 14 item 2: a bay's operator may widen or narrow how close to a buoy a QR check-in must
// be made (a wide bay, a buoy field far from the quay). NULL keeps the booking service's default.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE bays
      ADD COLUMN check_in_radius_m integer CHECK (check_in_radius_m BETWEEN 10 AND 2000)`.execute(db);
}
