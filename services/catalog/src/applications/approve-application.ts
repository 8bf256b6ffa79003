import { outbox, type Caller } from '@moorline/kit';
import type { Kysely, Transaction } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { CatalogTables } from '../catalog.tables';
import { applicationApprovedEvent } from '../events/application-events.event';
import { bayUpdatedEvent } from '../events/bay-updated.event';
import { requireSuperuser } from './application-access';
import { markDecided, type StoredApplication } from './application.repository';
import {
  decideApplication,
  auditDecision,
  decideIn,
  existingApplication,
  lockedDecision,
  type DecisionOptions,
} from './decide-application';
import { insertDraftBay } from './draft-bay.repository';

type Deps = { now: () => Date };

function approvalSteps(deps: Deps, caller: Caller) {
  return {
    mayDecide: existingApplication,
    async decide(trx: Transaction<CatalogTables>, application: StoredApplication) {
      const bay = await insertDraftBay(trx, randomUUID(), application);
      const at = deps.now();
      await markDecided(trx, application.id, {
        state: 'approved',
        now: at,
        decidedBy: caller.userId,
        bayId: bay.id,
      });
      await auditDecision(trx, { caller, application, state: 'approved', at, bayId: bay.id });
      // BayUpdated tells auth which operator runs the new bay; ApplicationApproved makes the
      // applicant that operator's concessionaire and tells notification to write.
      await outbox.add(trx, bayUpdatedEvent(bay), applicationApprovedEvent(application, bay));
    },
  };
}

/**
 * ApproveApplication (issue 27 item 1), in one catalog transaction: the applicant's company gets
 * a draft bay with the concession's number and validity, the application is approved, and
 * BayUpdated and ApplicationApproved go to the outbox.
 */
export async function approveApplication(
  db: Kysely<CatalogTables>,
  deps: Deps,
  input: { caller: Caller; applicationId: string },
  options: DecisionOptions = lockedDecision,
): Promise<StoredApplication> {
  requireSuperuser(input.caller);
  return decideApplication(db, input.applicationId, approvalSteps(deps, input.caller), options);
}

/** The approval inside a given transaction, for the race test and its negative twin. */
export function approveApplicationIn(
  trx: Transaction<CatalogTables>,
  deps: Deps,
  input: { caller: Caller; applicationId: string },
  options: DecisionOptions,
): Promise<void> {
  requireSuperuser(input.caller);
  return decideIn(trx, input.applicationId, approvalSteps(deps, input.caller), options);
}
