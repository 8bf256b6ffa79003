import { sql, type Kysely } from 'kysely';

// The live buoy-status projection (issue 5 item 3): one row per booking, as booking's events
// last described it. No foreign key to buoys: the row keeps a booking's last version even when
// catalog does not know its buoy, so a late, older event of that booking is still recognised.
// No exclusion constraint either: booking guarantees no double booking, and events arriving out
// of order may briefly describe two overlapping holds of one buoy.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE booking_occupancies (
      booking_id uuid PRIMARY KEY,
      version integer NOT NULL CHECK (version > 0),
      state text NOT NULL CHECK (state IN ('held', 'confirmed', 'expired', 'failed')),
      bay_id uuid NOT NULL,
      buoy_id uuid NOT NULL,
      period tstzrange NOT NULL CHECK (NOT isempty(period)),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  // Status queries look up the occupying bookings of a buoy.
  await sql`
    CREATE INDEX booking_occupancies_occupying_idx ON booking_occupancies (buoy_id)
    WHERE state IN ('held', 'confirmed')`.execute(db);
}
