import { eventsV1, topics, type EventPayload } from '@moorline/contracts';
import type { ConsumerSpec } from '@moorline/kit';
import type { Kysely } from 'kysely';
import { recordAudit } from '../audit/record-audit';
import type { CatalogTables } from '../catalog.tables';

type LockChange = EventPayload<typeof eventsV1.AccountLockChanged.$type>;

/** The log's entry of an account a superuser locked or unlocked: about no bay, read by admins. */
function recordLockChange(db: Kysely<CatalogTables>, change: LockChange, announcedAt: Date): Promise<void> {
  return recordAudit(db, {
    bayId: null,
    // Only a superuser may lock or unlock (auth checked it before announcing).
    actor: { userId: change.actorUserId, roles: ['superuser'] },
    action: change.locked ? 'user.lock' : 'user.unlock',
    subject: { kind: 'user', id: change.userId },
    before: { email: change.email, locked: !change.locked },
    after: { email: change.email, locked: change.locked },
    at: change.changedAt ?? announcedAt,
  });
}

/**
 * Account locks in the audit log (issue 27 item 6): auth owns accounts and announces a
 * superuser's lock or unlock on auth.admin.v1; the log is catalog's, so the admin console reads
 * every admin change in one place. Transactional: the entry and the processed record commit
 * together, so a redelivered event writes no second entry.
 */
export function accountLockAudit(): ConsumerSpec<CatalogTables> {
  return {
    consumerName: 'catalog.account-lock-audit',
    topics: [topics.authAdmin],
    effects: 'transactional',
    handlers: {
      [eventsV1.AccountLockChanged.$type]: (event, db) =>
        recordLockChange(db, event.payload, event.occurredAt),
    },
  };
}
