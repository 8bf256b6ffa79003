import { sql, type Kysely } from 'kysely';

// The status clock (issue 5 item 3): buoy statuses "now" change when a booking's period begins
// or ends, with no event to say so. One row remembers up to when those moments were announced.
// The occupancy indexes: a GiST index answers "occupying bookings of this buoy overlapping this
// period" without reading a buoy's whole booking history, and the clock finds the periods that
// began or ended since its last sweep by their bounds.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE status_clock (
      only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
      swept_until timestamptz NOT NULL
    )`.execute(db);
  await sql`INSERT INTO status_clock (swept_until) VALUES (now())`.execute(db);

  // btree_gist lets a uuid column share a GiST index with a range; it is a trusted extension.
  await sql`CREATE EXTENSION IF NOT EXISTS btree_gist`.execute(db);
  await sql`DROP INDEX booking_occupancies_occupying_idx`.execute(db);
  await sql`
    CREATE INDEX booking_occupancies_occupying_idx ON booking_occupancies
    USING gist (buoy_id, period) WHERE state IN ('held', 'confirmed')`.execute(db);
  await sql`
    CREATE INDEX booking_occupancies_starts_idx ON booking_occupancies (lower(period))
    WHERE state IN ('held', 'confirmed')`.execute(db);
  await sql`
    CREATE INDEX booking_occupancies_ends_idx ON booking_occupancies (upper(period))
    WHERE state IN ('held', 'confirmed')`.execute(db);
}
