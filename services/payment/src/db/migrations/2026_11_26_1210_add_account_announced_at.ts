import { sql, type Kysely } from 'kysely';

// Issue 15 item 6: catalog learns from AccountUpdated which bays can be booked online. An account
// is announced in the transaction that records it; accounts recorded before (the demo's, made at
// a first checkout without an event) are not, so they are marked here and announced once at the
// next start (accounts/announce-accounts.ts). New rows are announced as they are made.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE connected_accounts ADD COLUMN announced_at timestamptz`.execute(db);
  await sql`ALTER TABLE connected_accounts ALTER COLUMN announced_at SET DEFAULT now()`.execute(db);
}
