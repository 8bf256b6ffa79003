import { sql, type Kysely } from 'kysely';

// Each buoy carries a QR code whose URL names it (spec route /qr/m/{slug}). Buoys that exist
// get `<bay-slug>-<label>`, the label lower-cased with every other character run turned into a
// dash: the same rule as qrSlugFor() in src/buoys/qr-slug.ts for buoys inserted later.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE buoys ADD COLUMN qr_slug text`.execute(db);
  await sql`
    UPDATE buoys
    SET qr_slug = bays.slug || '-' || trim(both '-' from regexp_replace(lower(buoys.label), '[^a-z0-9]+', '-', 'g'))
    FROM bays
    WHERE bays.id = buoys.bay_id`.execute(db);
  await sql`
    ALTER TABLE buoys
      ALTER COLUMN qr_slug SET NOT NULL,
      ADD CONSTRAINT buoys_qr_slug_unique UNIQUE (qr_slug),
      ADD CONSTRAINT buoys_qr_slug_format CHECK (qr_slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$')`.execute(db);
}
