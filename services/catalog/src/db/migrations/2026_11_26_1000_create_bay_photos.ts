import { sql, type Kysely } from 'kysely';

// Issue 15 item 8: photos a bay's manager uploads, and their resized variants. The variants'
// bytes live here, in catalog's own database, so every replica serves every photo without a
// shared disk; the BFF's media route answers them with immutable caching (see README).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE bay_photos (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      bay_id uuid NOT NULL REFERENCES bays (id) ON DELETE CASCADE,
      position integer NOT NULL CHECK (position >= 0),
      caption jsonb NOT NULL
        CHECK (jsonb_typeof(caption) = 'object' AND caption ?& ARRAY['en','sl','hr','it']),
      width integer NOT NULL CHECK (width > 0),
      height integer NOT NULL CHECK (height > 0),
      created_at timestamptz NOT NULL DEFAULT now(),
      -- Deferred: a reorder or a delete moves several photos in one statement.
      CONSTRAINT bay_photos_position_unique UNIQUE (bay_id, position) DEFERRABLE INITIALLY DEFERRED
    )`.execute(db);
  await sql`
    CREATE TABLE bay_photo_variants (
      photo_id uuid NOT NULL REFERENCES bay_photos (id) ON DELETE CASCADE,
      width integer NOT NULL CHECK (width > 0),
      height integer NOT NULL CHECK (height > 0),
      format text NOT NULL CHECK (format IN ('webp', 'jpeg')),
      content bytea NOT NULL,
      content_hash text NOT NULL CHECK (content_hash ~ '^[0-9a-f]{64}$'),
      byte_size integer GENERATED ALWAYS AS (octet_length(content)) STORED,
      PRIMARY KEY (photo_id, width, format)
    )`.execute(db);
  // WebP and JPEG are compressed already: TOAST stores them out of line without trying again.
  await sql`ALTER TABLE bay_photo_variants ALTER COLUMN content SET STORAGE EXTERNAL`.execute(db);
}
