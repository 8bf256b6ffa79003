import { sql, type Kysely } from 'kysely';

// Issue 28 item 4: a walk-up proves presence before typing any personal details, so a check may
// have no caller yet. Its pass is claimed by the first caller who checks in with it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE presence_checks ALTER COLUMN user_id DROP NOT NULL`.execute(db);
}
