import { sql, type Kysely } from 'kysely';

// Issue 30 item 3: a confirmed night stay at a bay that keeps the next night holds that night on
// its buoy for its booker until 09:00 bay time on the check-out day, and the map shows it booked
// to everyone until then. Booking's events carry the night and the end of the keep; the
// projection keeps both. `reach` spans the stay and its kept night, so one probe of its index
// finds, per buoy, both what a stay overlaps and what is kept over it, as the period's index did.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE booking_occupancies
      ADD COLUMN kept_night tstzrange CHECK (NOT isempty(kept_night)),
      ADD COLUMN kept_until timestamptz,
      ADD CONSTRAINT booking_occupancies_kept_whole CHECK ((kept_night IS NULL) = (kept_until IS NULL)),
      ADD COLUMN reach tstzrange GENERATED ALWAYS AS (
        CASE WHEN kept_night IS NULL THEN period ELSE range_merge(period, kept_night) END) STORED`.execute(
    db,
  );
  await sql`
    CREATE INDEX booking_occupancies_reach_idx ON booking_occupancies
    USING gist (buoy_id, reach) WHERE state IN ('held', 'confirmed')`.execute(db);
}
