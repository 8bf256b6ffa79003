import { sql, type Kysely } from 'kysely';

// ARCHITECTURE §4: no double booking is a rule of the database, not of the code. Two exclusion
// constraints over half-open periods ('[)': a stay ending at 09:00 and one starting at 09:00
// do not overlap) refuse a second live booking (held or confirmed) of one buoy, and of one boat
// (a boat cannot be in two places). A booking copies what it was made with (bay and buoy names,
// boat name and registration, the price) so later edits do not rewrite history.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS btree_gist`.execute(db);
  await sql`
    CREATE TABLE bookings (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL,
      idempotency_key text NOT NULL,
      request_digest text NOT NULL,
      status text NOT NULL CHECK (status IN ('held', 'confirmed', 'expired', 'failed')),
      version integer NOT NULL DEFAULT 1 CHECK (version >= 1),
      bay_id uuid NOT NULL,
      bay_slug text NOT NULL,
      bay_name text NOT NULL,
      time_zone text NOT NULL,
      buoy_id uuid NOT NULL,
      buoy_label text NOT NULL,
      boat_id uuid NOT NULL REFERENCES boats (id),
      boat_name text NOT NULL,
      registration_number text NOT NULL,
      stay_kind text NOT NULL CHECK (stay_kind IN ('day', 'night')),
      from_date date NOT NULL,
      to_date date NOT NULL CHECK (to_date >= from_date),
      period tstzrange NOT NULL CHECK (NOT isempty(period) AND lower_inc(period) AND NOT upper_inc(period)),
      mooring_assistance boolean NOT NULL,
      trash_collection boolean NOT NULL,
      price jsonb NOT NULL,
      total_minor bigint NOT NULL CHECK (total_minor >= 0),
      currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
      hold_expires_at timestamptz NOT NULL,
      failure_code text,
      payment_id text,
      -- Bay name, buoy label and registration folded (lower case, no accents) for My Bookings' search.
      search_text text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT bookings_idempotency_key_unique UNIQUE (user_id, idempotency_key),
      CONSTRAINT bookings_failure_code_when_ended CHECK ((status IN ('expired', 'failed')) = (failure_code IS NOT NULL)),
      CONSTRAINT bookings_buoy_no_overlap EXCLUDE USING gist (buoy_id WITH =, period WITH &&)
        WHERE (status IN ('held', 'confirmed')),
      CONSTRAINT bookings_boat_no_overlap EXCLUDE USING gist (boat_id WITH =, period WITH &&)
        WHERE (status IN ('held', 'confirmed'))
    )`.execute(db);
  // The sweeper's work list: only live holds, oldest deadline first.
  await sql`CREATE INDEX bookings_held_expiry_idx ON bookings (hold_expires_at) WHERE status = 'held'`.execute(
    db,
  );
  // My Bookings: one user's bookings, newest period first.
  await sql`CREATE INDEX bookings_user_period_idx ON bookings (user_id, lower(period) DESC, id DESC)`.execute(
    db,
  );
}
