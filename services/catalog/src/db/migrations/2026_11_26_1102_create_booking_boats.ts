import { sql, type Kysely } from 'kysely';

// Issue 15 item 7: the boat of each confirmed booking (name and registration, from
// BookingConfirmed's summary), so a refusal to take a buoy out of service can say which boats
// must be moved first. Booking owns boats; this is catalog's read-only copy of two fields.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE booking_boats (
      booking_id uuid PRIMARY KEY,
      boat_name text NOT NULL,
      registration_number text NOT NULL,
      recorded_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
}
