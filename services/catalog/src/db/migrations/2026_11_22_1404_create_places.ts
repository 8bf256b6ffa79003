import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE places (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL CHECK (name <> ''),
      search_name text NOT NULL,
      kind text NOT NULL CHECK (kind IN ('island', 'town', 'bay', 'cape')),
      country text NOT NULL CHECK (country IN ('SI', 'HR', 'IT')),
      region text,
      lat double precision NOT NULL CHECK (lat BETWEEN -90 AND 90),
      lon double precision NOT NULL CHECK (lon BETWEEN -180 AND 180),
      CONSTRAINT places_unique UNIQUE (name, kind, country, region)
    )`.execute(db);
  await sql`CREATE INDEX places_search_name_idx ON places (search_name text_pattern_ops)`.execute(db);
}
