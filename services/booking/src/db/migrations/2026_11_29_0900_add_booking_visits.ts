import { sql, type Kysely } from 'kysely';

// Issue 30 item 3, stay another night. A stay that continues one of the boater's bookings names it
// (`extends_booking_id`) and joins its visit (`visit_id`, the visit's first booking; NULL for a
// booking that starts its own, so every earlier row and every other insert stays as it was).
// A night stay held at a bay that keeps the next night copies that night's period and the end of
// the keep (09:00 bay time on the check-out day), as it copies the cancellation policy: a later
// switch at the bay changes no stay already booked. Both are set together or not at all.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE bookings
      ADD COLUMN visit_id uuid REFERENCES bookings (id),
      ADD COLUMN extends_booking_id uuid REFERENCES bookings (id),
      ADD COLUMN next_night_period tstzrange
        CHECK (NOT isempty(next_night_period) AND lower_inc(next_night_period) AND NOT upper_inc(next_night_period)),
      ADD COLUMN next_night_kept_until timestamptz,
      ADD CONSTRAINT bookings_visit_with_extension CHECK ((visit_id IS NULL) = (extends_booking_id IS NULL)),
      ADD CONSTRAINT bookings_next_night_kept_whole
        CHECK ((next_night_period IS NULL) = (next_night_kept_until IS NULL))`.execute(db);
  // A hold looks for nights kept at its buoy; only confirmed night stays at keeping bays have one.
  await sql`
    CREATE INDEX bookings_kept_next_night_idx ON bookings USING gist (buoy_id, next_night_period)
    WHERE status = 'confirmed' AND next_night_period IS NOT NULL`.execute(db);
}
