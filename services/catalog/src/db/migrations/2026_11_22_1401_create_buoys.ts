import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE buoys (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      bay_id uuid NOT NULL REFERENCES bays (id) ON DELETE CASCADE,
      label text NOT NULL CHECK (label <> ''),
      lat double precision NOT NULL CHECK (lat BETWEEN -90 AND 90),
      lon double precision NOT NULL CHECK (lon BETWEEN -180 AND 180),
      max_loa_cm integer NOT NULL CHECK (max_loa_cm > 0 AND max_loa_cm <= 10000),
      hull_kinds text[] NOT NULL
        CHECK (cardinality(hull_kinds) > 0 AND hull_kinds <@ ARRAY['mono', 'multi']),
      management_kind text NOT NULL CHECK (management_kind IN ('digital', 'fcfs', 'traditional')),
      service_state text NOT NULL DEFAULT 'in_service'
        CHECK (service_state IN ('in_service', 'restricted', 'out_of_service')),
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT buoys_label_unique_in_bay UNIQUE (bay_id, label)
    )`.execute(db);
  // The map asks for buoys by viewport.
  await sql`CREATE INDEX buoys_location_idx ON buoys (lat, lon)`.execute(db);
}
