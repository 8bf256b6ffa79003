import { sql, type Kysely } from 'kysely';

// Bay operators' staff (issue 15). A user works for at most one operator; their roles say what
// they may do there. The bays each operator runs are catalog's data: auth keeps a copy from
// catalog's BayUpdated events so it can name them in the access token without asking catalog at
// every sign-in and refresh.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN operator_id uuid`.execute(db);
  await sql`
    CREATE TABLE operator_bays (
      bay_id uuid PRIMARY KEY,
      operator_id uuid NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX operator_bays_operator_id_idx ON operator_bays (operator_id)`.execute(db);
}
