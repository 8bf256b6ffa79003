import { sql, type Kysely } from 'kysely';

// Issue 28 item 4: a walk-up guest's short boat form asks name, registration and length; beam and
// draft are stored only when known (null is unknown, never a made-up figure). The bounds still
// hold for a known size.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE boats ALTER COLUMN beam_cm DROP NOT NULL, ALTER COLUMN draft_cm DROP NOT NULL`.execute(
    db,
  );
}
