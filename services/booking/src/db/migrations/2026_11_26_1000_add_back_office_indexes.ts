import { sql, type Kysely } from 'kysely';

// Issue 15 item 9: the back office's queries, each answered from an index with a million
// bookings and more.
// - Occupancy (now, tonight, the coming 48 hours, the berths) asks for a bay's live bookings
//   overlapping a period: a GiST index on the bay and the period of live bookings finds them
//   without reading the bay's history (btree_gist is there for the exclusion constraints).
// - The history pages a bay's bookings by arrival date, start and id, latest first; the past 30
//   days' occupancy reads a bay's arrivals in a date range. One B-tree in that order serves both.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX bookings_bay_live_period_idx ON bookings USING gist (bay_id, period)
      WHERE status IN ('held', 'confirmed')`.execute(db);
  await sql`
    CREATE INDEX bookings_bay_history_idx ON bookings (bay_id, from_date DESC, lower(period) DESC, id DESC)`.execute(
    db,
  );
}
