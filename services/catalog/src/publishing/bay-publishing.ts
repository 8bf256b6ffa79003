import { AppError, hasRole, inTransaction, outbox, type Caller } from '@moorline/kit';
import { requireBayOwnerAccess } from '../bay-setup/bay-owner-access';
import type { Kysely, Transaction } from 'kysely';
import { recordAudit } from '../audit/record-audit';
import type { BayStatus } from '../bays/bay.table';
import type { CatalogTables } from '../catalog.tables';
import { bayStatusChangedEvent } from '../events/bay-status-changed.event';
import { publishChecklist, readyToPublish, type ChecklistItem } from './publish-checklist';
import { findPublishFacts, setBayStatus } from './publishing.repository';

export interface Publishing {
  bayId: string;
  status: BayStatus;
  checklist: ChecklistItem[];
}

type Trx = Transaction<CatalogTables>;

/** Who sets the bay up (an approved applicant is its concessionaire), or a superuser for any bay. */
function requirePublisher(caller: Caller, bayId: string): void {
  if (!hasRole(caller, 'superuser')) requireBayOwnerAccess(caller, bayId);
}

async function publishingOf(db: Kysely<CatalogTables> | Trx, bayId: string, forUpdate: boolean) {
  const facts = await findPublishFacts(db, bayId, { forUpdate });
  if (!facts) throw new AppError('not_found');
  return { facts, publishing: { bayId, status: facts.status, checklist: publishChecklist(facts) } };
}

/** GetPublishing: the status and the checklist (issue 27 item 4). */
export async function getPublishing(
  db: Kysely<CatalogTables>,
  input: { caller: Caller; bayId: string },
): Promise<Publishing> {
  requirePublisher(input.caller, input.bayId);
  return (await publishingOf(db, input.bayId, false)).publishing;
}

/**
 * Moves the bay to `status` under its row lock, with BayStatusChanged and the audit entry in the
 * same transaction. `allowed` says from where, and why not.
 */
async function changeStatus(
  db: Kysely<CatalogTables>,
  deps: { now: () => Date },
  input: { caller: Caller; bayId: string },
  status: 'live' | 'hidden',
  allowed: (current: Publishing) => void,
): Promise<Publishing> {
  requirePublisher(input.caller, input.bayId);
  return inTransaction(db, async (trx) => {
    const { facts, publishing } = await publishingOf(trx, input.bayId, true);
    if (publishing.status === status) return publishing;
    allowed(publishing);
    const at = deps.now();
    await setBayStatus(trx, input.bayId, status, at);
    await outbox.add(
      trx,
      bayStatusChangedEvent({
        bayId: input.bayId,
        operatorId: facts.operatorId,
        status,
        by: input.caller,
        at,
      }),
    );
    await recordAudit(trx, {
      bayId: input.bayId,
      actor: input.caller,
      action: status === 'live' ? 'bay.publish' : 'bay.hide',
      subject: { kind: 'bay', id: input.bayId },
      before: { status: publishing.status },
      after: { status },
      at,
    });
    return { ...publishing, status };
  });
}

/** PublishBay: a draft or hidden bay goes live once every checklist item is met. */
export function publishBay(
  db: Kysely<CatalogTables>,
  deps: { now: () => Date },
  input: { caller: Caller; bayId: string },
) {
  return changeStatus(db, deps, input, 'live', (current) => {
    if (!readyToPublish(current.checklist)) throw new AppError('bay_not_ready');
  });
}

/** HideBay: a live bay leaves the map and the search; its bookings keep working. */
export function hideBay(
  db: Kysely<CatalogTables>,
  deps: { now: () => Date },
  input: { caller: Caller; bayId: string },
) {
  return changeStatus(db, deps, input, 'hidden', (current) => {
    if (current.status !== 'live') throw new AppError('bay_not_live');
  });
}
