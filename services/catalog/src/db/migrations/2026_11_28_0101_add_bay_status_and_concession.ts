import { sql, type Kysely } from 'kysely';

// Issue 27: a bay created by an approved application starts as a draft; publishing makes it live
// and hiding takes it off the map (issue 27 item 4 decides what each status shows). Every bay
// there is today is live. The concession's number and validity go on the bay page once published.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE bays
      ADD COLUMN status text NOT NULL DEFAULT 'live' CHECK (status IN ('draft', 'live', 'hidden')),
      ADD COLUMN concession_number text CHECK (btrim(concession_number) <> ''),
      ADD COLUMN concession_valid_from date,
      ADD COLUMN concession_valid_until date,
      ADD CONSTRAINT bays_concession_complete CHECK (
        (concession_number IS NULL) = (concession_valid_from IS NULL)
        AND (concession_number IS NULL) = (concession_valid_until IS NULL)),
      ADD CONSTRAINT bays_concession_validity CHECK (concession_valid_until > concession_valid_from)`.execute(
    db,
  );
}
