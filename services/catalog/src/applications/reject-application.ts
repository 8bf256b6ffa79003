import { outbox, type Caller } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { CatalogTables } from '../catalog.tables';
import { applicationRejectedEvent } from '../events/application-events.event';
import { requireSuperuser } from './application-access';
import { markDecided, type StoredApplication } from './application.repository';
import { checkRejectReason } from './application-rules';
import { auditDecision, decideApplication, existingApplication } from './decide-application';

/** RejectApplication (issue 27 item 1): a superuser refuses a submitted application, with a reason. */
export async function rejectApplication(
  db: Kysely<CatalogTables>,
  deps: { now: () => Date },
  input: { caller: Caller; applicationId: string; reason: string },
): Promise<StoredApplication> {
  requireSuperuser(input.caller);
  const reason = checkRejectReason(input.reason);
  return decideApplication(db, input.applicationId, {
    mayDecide: existingApplication,
    async decide(trx, application) {
      const at = deps.now();
      await markDecided(trx, application.id, {
        state: 'rejected',
        now: at,
        decidedBy: input.caller.userId,
        rejectReason: reason,
      });
      await auditDecision(trx, { caller: input.caller, application, state: 'rejected', at, reason });
      await outbox.add(trx, applicationRejectedEvent(application, reason));
    },
  });
}
