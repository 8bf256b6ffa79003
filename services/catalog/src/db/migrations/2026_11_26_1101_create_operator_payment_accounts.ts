import { sql, type Kysely } from 'kysely';

// Issue 15 item 6: what payment last said of each operator's connected account (AccountUpdated),
// so catalog can tell the map and the bay page which bays boaters can book online without asking
// payment on every read. An operator without a row has never been heard of: not ready.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE operator_payment_accounts (
      operator_id uuid PRIMARY KEY,
      state text NOT NULL CHECK (state IN ('not_started', 'details_pending', 'ready', 'restricted')),
      updated_at timestamptz NOT NULL,
      recorded_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
}
