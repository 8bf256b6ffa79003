import { sql, type Kysely } from 'kysely';

// Issue 30 item 3: a bay keeps the night after a booked night stay for the boat already there
// until 09:00 bay time on its check-out day. On for every bay, new or existing; the bay may switch
// it off in its setup.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE bays ADD COLUMN keep_next_night boolean NOT NULL DEFAULT true`.execute(db);
}
