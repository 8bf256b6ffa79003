import { sql, type Kysely } from 'kysely';

// Issue 14: QR check-in at the buoy.
// - A booking records when its boat checked in, whether it was a walk-up made at the buoy, and
//   whether a guest without an account made it (a later sign-up with the email takes it over).
// - A presence check is kept as its verdict and distance only: the position itself is never
//   stored (the cookie notice promises it). Passed checks are the passes a check-in presents;
//   every check counts towards the rate limits per client and per buoy.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE bookings
      ADD COLUMN walk_up boolean NOT NULL DEFAULT false,
      ADD COLUMN checked_in_at timestamptz,
      ADD COLUMN guest boolean NOT NULL DEFAULT false`.execute(db);
  await sql`CREATE INDEX bookings_guest_email_idx ON bookings (lower(boater_email)) WHERE guest`.execute(db);
  await sql`
    CREATE TABLE presence_checks (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL,
      buoy_id uuid NOT NULL,
      client_address text NOT NULL,
      verdict text NOT NULL CHECK (verdict IN ('present', 'too_far', 'too_imprecise')),
      distance_m integer NOT NULL CHECK (distance_m >= 0),
      accuracy_m integer NOT NULL CHECK (accuracy_m >= 0),
      checked_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX presence_checks_client_idx ON presence_checks (client_address, checked_at)`.execute(
    db,
  );
  await sql`CREATE INDEX presence_checks_user_idx ON presence_checks (user_id, checked_at)`.execute(db);
  await sql`CREATE INDEX presence_checks_buoy_idx ON presence_checks (buoy_id, checked_at)`.execute(db);
}
