import { sql, type Kysely } from 'kysely';

// Issue 26 item 3: holds that cannot be abused.
// - A hold keeps the client address the BFF saw (null for holds made before, and for callers
//   that name none), so the rate of new holds is counted per address as well as per account.
// - The counts read an account's or an address's recent holds, and an account's waiting ones,
//   from an index each instead of the whole table.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE bookings ADD COLUMN client_address text`.execute(db);
  await sql`CREATE INDEX bookings_user_created_idx ON bookings (user_id, created_at)`.execute(db);
  await sql`
    CREATE INDEX bookings_client_created_idx ON bookings (client_address, created_at)
      WHERE client_address IS NOT NULL`.execute(db);
  await sql`CREATE INDEX bookings_user_held_idx ON bookings (user_id) WHERE status = 'held'`.execute(db);
}
