import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE map_embeds (
      id uuid PRIMARY KEY,
      partner_name text NOT NULL CHECK (partner_name <> ''),
      allowed_origins text[] NOT NULL CHECK (cardinality(allowed_origins) > 0),
      center_lat double precision NOT NULL CHECK (center_lat BETWEEN -90 AND 90),
      center_lon double precision NOT NULL CHECK (center_lon BETWEEN -180 AND 180),
      zoom double precision NOT NULL CHECK (zoom BETWEEN 0 AND 22),
      locale text NOT NULL CHECK (locale IN ('en', 'sl', 'hr', 'it')),
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`
    CREATE TABLE map_embed_bays (
      embed_id uuid NOT NULL REFERENCES map_embeds (id) ON DELETE CASCADE,
      bay_id uuid NOT NULL REFERENCES bays (id) ON DELETE CASCADE,
      PRIMARY KEY (embed_id, bay_id)
    )`.execute(db);
}
