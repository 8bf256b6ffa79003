import { sql, type Kysely } from 'kysely';

// Issue 27 item 6: every operator and admin change, who, when, what, before and after. Written in
// the transaction of the change itself, so an entry exists exactly when the change does. No
// foreign key to bays: the log outlives what it describes. Read newest first, per bay or all.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE audit_log (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      bay_id uuid,
      actor_user_id text NOT NULL CHECK (actor_user_id <> ''),
      actor_role text NOT NULL CHECK (actor_role IN ('superuser', 'concessionaire', 'manager', 'employee', 'user')),
      action text NOT NULL CHECK (action <> ''),
      subject_kind text NOT NULL CHECK (subject_kind <> ''),
      subject_id text NOT NULL,
      before jsonb,
      after jsonb,
      at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX audit_log_bay_newest_idx ON audit_log (bay_id, at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX audit_log_newest_idx ON audit_log (at DESC, id DESC)`.execute(db);
}
