import { sql, type Kysely } from 'kysely';

// Issue 27 item 5: a booking made through a partner's map embed (or a partner link) keeps the
// embed's id, so turnover and the admin console show bookings per embed. Null for every booking
// made straight on Moorline, and for those made before. No foreign key: catalog owns embeds.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE bookings ADD COLUMN embed_id uuid`.execute(db);
}
