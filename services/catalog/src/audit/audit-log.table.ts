import type { ColumnType, Generated, JSONColumnType } from 'kysely';

/** A changed thing's fields as the log keeps them: a JSON object. */
export type AuditSnapshot = Record<string, unknown>;

type SnapshotColumn = JSONColumnType<AuditSnapshot | null, string | null, never>;

/** One change by an operator or admin (issue 27 item 6); rows are only ever added. */
export interface AuditLogTable {
  id: Generated<string>;
  bay_id: ColumnType<string | null, string | null, never>;
  actor_user_id: ColumnType<string, string, never>;
  actor_role: ColumnType<AuditRole, AuditRole, never>;
  action: ColumnType<string, string, never>;
  subject_kind: ColumnType<string, string, never>;
  subject_id: ColumnType<string, string, never>;
  before: SnapshotColumn;
  after: SnapshotColumn;
  at: ColumnType<Date, Date, never>;
}

/** The role the actor acted in; `user` for a signed-in user with no staff role (an applicant). */
export type AuditRole = 'superuser' | 'concessionaire' | 'manager' | 'employee' | 'user';
