import { sql, type Kysely } from 'kysely';

// A localized text column must carry every interface language (spec §3 locale).
const allLocales = (column: string) =>
  sql.raw(`CHECK (jsonb_typeof(${column}) = 'object' AND ${column} ?& ARRAY['en','sl','hr','it'])`);

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE bays (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
      name text NOT NULL CHECK (name <> ''),
      search_name text NOT NULL,
      country text NOT NULL CHECK (country IN ('SI', 'HR', 'IT')),
      description jsonb NOT NULL ${allLocales('description')},
      guest_information jsonb NOT NULL ${allLocales('guest_information')},
      lat double precision NOT NULL CHECK (lat BETWEEN -90 AND 90),
      lon double precision NOT NULL CHECK (lon BETWEEN -180 AND 180),
      coastline jsonb,
      time_zone text NOT NULL CHECK (time_zone ~ '^[A-Za-z]+/[A-Za-z_]+$'),
      operator_name text NOT NULL,
      company_name text NOT NULL,
      contact_phone text,
      contact_email text,
      contact_website text,
      max_loa_cm integer NOT NULL CHECK (max_loa_cm > 0 AND max_loa_cm <= 10000),
      hull_kinds text[] NOT NULL
        CHECK (cardinality(hull_kinds) > 0 AND hull_kinds <@ ARRAY['mono', 'multi']),
      day_stay_available boolean NOT NULL,
      day_check_in time,
      day_check_out time,
      night_stay_available boolean NOT NULL,
      night_check_in time,
      night_check_out time,
      currency text NOT NULL DEFAULT 'EUR' CHECK (currency = 'EUR'),
      -- spec §4: a day stay may be free, so day prices may be zero; a night never is.
      day_price_per_hour_cents integer CHECK (day_price_per_hour_cents >= 0),
      day_price_full_day_cents integer CHECK (day_price_full_day_cents >= 0),
      night_price_cents integer CHECK (night_price_cents > 0),
      vat_rate_basis_points integer NOT NULL CHECK (vat_rate_basis_points BETWEEN 0 AND 10000),
      mooring_assistance_offered boolean NOT NULL DEFAULT false,
      mooring_assistance_price_cents integer CHECK (mooring_assistance_price_cents >= 0),
      trash_collection_offered boolean NOT NULL DEFAULT false,
      trash_collection_price_cents integer CHECK (trash_collection_price_cents >= 0),
      trash_collection_time time,
      video_url text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT bays_day_stay_complete CHECK (NOT day_stay_available OR (
        day_check_in IS NOT NULL AND day_check_out IS NOT NULL
        AND day_price_per_hour_cents IS NOT NULL AND day_price_full_day_cents IS NOT NULL)),
      CONSTRAINT bays_night_stay_complete CHECK (NOT night_stay_available OR (
        night_check_in IS NOT NULL AND night_check_out IS NOT NULL AND night_price_cents IS NOT NULL)),
      CONSTRAINT bays_mooring_assistance_priced CHECK (
        NOT mooring_assistance_offered OR mooring_assistance_price_cents IS NOT NULL),
      CONSTRAINT bays_trash_collection_complete CHECK (NOT trash_collection_offered OR (
        trash_collection_price_cents IS NOT NULL AND trash_collection_time IS NOT NULL))
    )`.execute(db);
  // Location search matches prefixes of the normalised name.
  await sql`CREATE INDEX bays_search_name_idx ON bays (search_name text_pattern_ops)`.execute(db);
  await sql`CREATE INDEX bays_location_idx ON bays (lat, lon)`.execute(db);

  await sql`
    CREATE TABLE bay_images (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      bay_id uuid NOT NULL REFERENCES bays (id) ON DELETE CASCADE,
      position integer NOT NULL CHECK (position >= 0),
      url text NOT NULL CHECK (url <> ''),
      caption jsonb NOT NULL ${allLocales('caption')},
      UNIQUE (bay_id, position)
    )`.execute(db);
}
