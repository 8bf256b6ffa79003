import type { catalogV1 } from '@moorline/contracts';
import type { AuditRow } from '../audit/audit-log.repository';

const jsonOrEmpty = (snapshot: object | null) => (snapshot === null ? '' : JSON.stringify(snapshot));

export function auditEntryMessage(row: AuditRow): catalogV1.AuditEntry {
  return {
    entryId: row.id,
    bayId: row.bay_id ?? '',
    actorUserId: row.actor_user_id,
    actorRole: row.actor_role,
    action: row.action,
    subjectKind: row.subject_kind,
    subjectId: row.subject_id,
    beforeJson: jsonOrEmpty(row.before),
    afterJson: jsonOrEmpty(row.after),
    at: row.at,
  };
}
