import { AppError, outbox, type Caller } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { CatalogTables } from '../catalog.tables';
import { applicationWithdrawnEvent } from '../events/application-events.event';
import { requireApplicant } from './application-access';
import { markDecided, type StoredApplication } from './application.repository';
import { auditDecision, decideApplication } from './decide-application';

/**
 * WithdrawApplication (issue 27 item 1): the applicant takes back their own application while it
 * is submitted; anyone else's is `not_found`, superusers included (they reject instead).
 */
export async function withdrawApplication(
  db: Kysely<CatalogTables>,
  deps: { now: () => Date },
  input: { caller: Caller; applicationId: string },
): Promise<StoredApplication> {
  requireApplicant(input.caller);
  return decideApplication(db, input.applicationId, {
    mayDecide(application) {
      if (application?.applicant_user_id !== input.caller.userId) throw new AppError('not_found');
      return application;
    },
    async decide(trx, application) {
      const at = deps.now();
      await markDecided(trx, application.id, { state: 'withdrawn', now: at });
      await auditDecision(trx, { caller: input.caller, application, state: 'withdrawn', at });
      await outbox.add(trx, applicationWithdrawnEvent(application));
    },
  });
}
