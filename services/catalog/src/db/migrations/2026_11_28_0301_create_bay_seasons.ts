import { sql, type Kysely } from 'kysely';

// Issue 27 item 2: a bay's seasons, each a range of the bay's own dates (both ends included)
// with its own prices or closed. No two seasons of a bay share a date: the exclusion constraint
// says so whatever the writer, the setup's rule only says it first and more clearly. A price left
// null is the bay's base price.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS btree_gist`.execute(db);
  await sql`
    CREATE TABLE bay_seasons (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      bay_id uuid NOT NULL REFERENCES bays (id) ON DELETE CASCADE,
      first_date date NOT NULL,
      last_date date NOT NULL,
      closed boolean NOT NULL,
      night_price_cents integer CHECK (night_price_cents BETWEEN 100 AND 500000),
      day_price_per_hour_cents integer CHECK (day_price_per_hour_cents BETWEEN 0 AND 100000),
      day_price_full_day_cents integer CHECK (day_price_full_day_cents BETWEEN 0 AND 500000),
      CONSTRAINT bay_seasons_dates_in_order CHECK (first_date <= last_date),
      CONSTRAINT bay_seasons_no_overlap
        EXCLUDE USING gist (bay_id WITH =, daterange(first_date, last_date, '[]') WITH &&)
    )`.execute(db);
}
