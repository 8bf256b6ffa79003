import { sql, type Kysely } from 'kysely';

// Issue 27 item 1: reconciliation's failures, kept per payment so the admin console can list the
// payments it could not settle. A row lives while its failures run; a successful pass removes it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE reconciliation_failures (
      payment_id uuid PRIMARY KEY REFERENCES payments (id) ON DELETE CASCADE,
      first_failed_at timestamptz NOT NULL,
      last_failed_at timestamptz NOT NULL,
      attempts integer NOT NULL CHECK (attempts > 0),
      last_error text NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX reconciliation_failures_first_failed_idx ON reconciliation_failures (first_failed_at, payment_id)`.execute(
    db,
  );
}
