import { AppError, inTransaction, type Caller } from '@moorline/kit';
import { recordAudit } from '../audit/record-audit';
import type { Kysely, Transaction } from 'kysely';
import type { CatalogTables } from '../catalog.tables';
import { isUuid } from '../validation/uuid';
import { findApplication, findApplicationForUpdate, type StoredApplication } from './application.repository';
import { assertOpen } from './application-rules';

export interface DecisionOptions {
  /**
   * Lock the application's row, so two decisions at once have one winner. Only the negative twin
   * of the concurrency test turns it off, to show what the lock prevents.
   */
  lockApplication: boolean;
}

/** Any application that exists: a superuser's decision. */
export function existingApplication(application: StoredApplication | undefined): StoredApplication {
  if (!application) throw new AppError('not_found');
  return application;
}

export const lockedDecision: DecisionOptions = { lockApplication: true };

/**
 * One change of a submitted application's state, in one transaction: the application is read
 * under its row lock (a second decision waits, then finds it decided: `application_not_open`),
 * checked by `mayDecide`, and changed by `decide`. Answers the application as committed.
 */
export async function decideApplication(
  db: Kysely<CatalogTables>,
  applicationId: string,
  steps: {
    mayDecide: (application: StoredApplication | undefined) => StoredApplication;
    decide: (trx: Transaction<CatalogTables>, application: StoredApplication) => Promise<void>;
  },
  options: DecisionOptions = lockedDecision,
): Promise<StoredApplication> {
  if (!isUuid(applicationId)) throw new AppError('not_found');
  await inTransaction(db, (trx) => decideIn(trx, applicationId, steps, options));
  const decided = await findApplication(db, applicationId);
  if (!decided) throw new AppError('not_found');
  return decided;
}

/** The decision inside a given transaction (the race test runs two at once). */
export async function decideIn(
  trx: Transaction<CatalogTables>,
  applicationId: string,
  steps: Parameters<typeof decideApplication>[2],
  options: DecisionOptions,
): Promise<void> {
  const found = options.lockApplication
    ? await findApplicationForUpdate(trx, applicationId)
    : await findApplication(trx, applicationId);
  const application = steps.mayDecide(found);
  assertOpen(application.state);
  await steps.decide(trx, application);
}

const decisionActions = {
  approved: 'application.approve',
  rejected: 'application.reject',
  withdrawn: 'application.withdraw',
} as const;

/**
 * The decision in the audit log (issue 27 item 6), in its own transaction: who moved the
 * application from submitted to `state`, and for an approval the bay it made.
 */
export function auditDecision(
  trx: Transaction<CatalogTables>,
  decision: {
    caller: Caller;
    application: StoredApplication;
    state: 'approved' | 'rejected' | 'withdrawn';
    at: Date;
    bayId?: string;
    reason?: string;
  },
): Promise<void> {
  const { caller, application, state, at, bayId = null, reason } = decision;
  return recordAudit(trx, {
    bayId,
    actor: caller,
    action: decisionActions[state],
    subject: { kind: 'application', id: application.id },
    before: { state: application.state },
    after: {
      state,
      ...(bayId === null ? {} : { bay_id: bayId }),
      ...(reason === undefined ? {} : { reason }),
    },
    at,
  });
}
