import type { Caller } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { CatalogTables } from '../catalog.tables';
import type { AuditRole, AuditSnapshot } from './audit-log.table';

/** One change to log: who made it, about which bay and thing, and its fields before and after. */
export interface AuditEntry {
  /** The bay the change is about; null for a change about no bay (an application, say). */
  bayId: string | null;
  /** Who did it, as their token said (or, for an account change auth announced, its event). */
  actor: Pick<Caller, 'userId' | 'roles'>;
  /** What was done, `<subject>.<verb>`: `bay_setup.update`, `buoy.service`, `photo.delete`. */
  action: string;
  subject: { kind: string; id: string };
  /** Null when the thing was created. */
  before: AuditSnapshot | null;
  /** Null when the thing was removed. */
  after: AuditSnapshot | null;
  at: Date;
}

/** Highest first: an admin who also runs a bay acted as the admin. */
const rolesByRank: readonly Exclude<AuditRole, 'user'>[] = [
  'superuser',
  'concessionaire',
  'manager',
  'employee',
];

export function actorRoleOf(actor: Pick<Caller, 'roles'>): AuditRole {
  return rolesByRank.find((role) => actor.roles.includes(role)) ?? 'user';
}

/**
 * Writes the entry in the change's own transaction (issue 27 item 6): the entry exists exactly
 * when the change was committed, never one without the other. `trx` is that transaction (or a
 * consumer's, which commits the entry with the event's processed record).
 */
export async function recordAudit(trx: Kysely<CatalogTables>, entry: AuditEntry): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      bay_id: entry.bayId,
      actor_user_id: entry.actor.userId,
      actor_role: actorRoleOf(entry.actor),
      action: entry.action,
      subject_kind: entry.subject.kind,
      subject_id: entry.subject.id,
      before: entry.before === null ? null : JSON.stringify(entry.before),
      after: entry.after === null ? null : JSON.stringify(entry.after),
      at: entry.at,
    })
    .execute();
}

/**
 * The fields that differ, each side with only those: what a reader of the log wants to see.
 * Values compare as JSON, so dates and arrays compare by content.
 */
export function changedFields(
  before: AuditSnapshot,
  after: AuditSnapshot,
): { before: AuditSnapshot; after: AuditSnapshot } {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, after[key] ?? null])),
  };
}
