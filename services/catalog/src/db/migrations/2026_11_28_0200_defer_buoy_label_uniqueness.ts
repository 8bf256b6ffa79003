import { sql, type Kysely } from 'kysely';

// Issue 27 item 3: a saved layout may swap two buoys' labels in its one UPDATE. Postgres checks a
// plain unique constraint row by row, so the swap's first row would clash with the second's old
// label; a deferrable one, even initially immediate, is checked at the end of the statement.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE buoys
      DROP CONSTRAINT buoys_label_unique_in_bay,
      ADD CONSTRAINT buoys_label_unique_in_bay UNIQUE (bay_id, label) DEFERRABLE INITIALLY IMMEDIATE`.execute(
    db,
  );
}
