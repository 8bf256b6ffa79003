import { sql, type Kysely } from 'kysely';

// Issue 30 item 4, waitlists. An entry is a boater in line for a stay at a full bay, with the boat
// they would bring (its fit measures copied, so the offer engine decides without another read)
// and their email and language as a hold stores them. An offer keeps one freed buoy for one entry.
// The database keeps the fairness rules: two open offers never keep one buoy for overlapping
// periods (the exclusion constraint, as for bookings), one entry never has two open offers (the
// partial unique index), and one boater has one live entry per bay, stay and boat (joining again
// finds it). Holds and offers meet under a per-buoy advisory lock (see the README).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE waitlist_entries (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL,
      boater_email text NOT NULL,
      language text NOT NULL CHECK (language IN ('en', 'sl', 'hr', 'it')),
      bay_id uuid NOT NULL,
      bay_slug text NOT NULL,
      bay_name text NOT NULL,
      time_zone text NOT NULL,
      stay_kind text NOT NULL CHECK (stay_kind IN ('day', 'night')),
      from_date date NOT NULL,
      to_date date NOT NULL,
      period tstzrange NOT NULL CHECK (NOT isempty(period)),
      boat_id uuid NOT NULL,
      boat_name text NOT NULL,
      loa_cm integer NOT NULL,
      multihull boolean NOT NULL,
      -- clock_timestamp, not now(): two joins in one transaction still have an order.
      joined_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      state text NOT NULL DEFAULT 'waiting'
        CHECK (state IN ('waiting', 'offered', 'booked', 'left', 'ended')),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`
    CREATE UNIQUE INDEX waitlist_entries_one_live_per_stay
      ON waitlist_entries (user_id, bay_id, stay_kind, from_date, to_date, boat_id)
      WHERE state IN ('waiting', 'offered')`.execute(db);
  // The line of a bay: waiting entries in the order they joined.
  await sql`
    CREATE INDEX waitlist_entries_line_idx ON waitlist_entries (bay_id, joined_at, id)
      WHERE state = 'waiting'`.execute(db);
  await sql`CREATE INDEX waitlist_entries_user_idx ON waitlist_entries (user_id)`.execute(db);
  await sql`
    CREATE TABLE waitlist_offers (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      entry_id uuid NOT NULL REFERENCES waitlist_entries (id),
      user_id uuid NOT NULL,
      bay_id uuid NOT NULL,
      buoy_id uuid NOT NULL,
      buoy_label text NOT NULL,
      period tstzrange NOT NULL CHECK (NOT isempty(period)),
      kept_until timestamptz NOT NULL,
      state text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'taken', 'lapsed', 'withdrawn')),
      made_at timestamptz NOT NULL DEFAULT now(),
      ended_at timestamptz,
      CONSTRAINT waitlist_offers_buoy_no_overlap EXCLUDE USING gist (buoy_id WITH =, period WITH &&)
        WHERE (state = 'open')
    )`.execute(db);
  await sql`
    CREATE UNIQUE INDEX waitlist_offers_one_open_per_entry ON waitlist_offers (entry_id)
      WHERE state = 'open'`.execute(db);
  // The sweep's work list: open offers, the soonest to lapse first.
  await sql`
    CREATE INDEX waitlist_offers_open_idx ON waitlist_offers (kept_until) WHERE state = 'open'`.execute(db);
  await sql`CREATE INDEX waitlist_offers_entry_idx ON waitlist_offers (entry_id)`.execute(db);
}
