import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE boat_brands (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL UNIQUE CHECK (name <> ''),
      search_name text NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX boat_brands_search_name_idx ON boat_brands (search_name text_pattern_ops)`.execute(
    db,
  );
  await sql`
    CREATE TABLE boat_models (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      brand_id uuid NOT NULL REFERENCES boat_brands (id) ON DELETE CASCADE,
      name text NOT NULL CHECK (name <> ''),
      search_name text NOT NULL,
      boat_type text NOT NULL
        CHECK (boat_type IN ('powermonohull', 'powermultihull', 'sailmonohull', 'sailmultihull')),
      CONSTRAINT boat_models_name_unique_in_brand UNIQUE (brand_id, name)
    )`.execute(db);
  await sql`CREATE INDEX boat_models_search_idx ON boat_models (brand_id, search_name text_pattern_ops)`.execute(
    db,
  );
}
