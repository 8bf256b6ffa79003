import type { Logger } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { PaymentTables } from '../payment.tables';
import type { SettleDeps } from '../payments/settle-checkout';
import { recordReconciliationFailure } from '../reconciliation/reconciliation-failure.repository';
import { failureText } from '../reconciliation/unsettled-rules';
import { carryOutRefund } from '../refunds/refund-cancelled-booking';
import { claimRefundsToReconcile } from '../refunds/refund.repository';

/**
 * Finishes refunds left pending (issue 30 item 2): the provider call failed or its answer was lost
 * (asked again with the same idempotency key: the same refund), the refund waited for its capture,
 * or the provider said pending and its webhook never came (re-read). Claimed with SKIP LOCKED and
 * leased, so replicas take different ones. A failure is counted on the refund's payment, so one
 * that keeps failing is listed with the payments reconciliation could not settle (issue 27 item 1).
 */
export async function reconcileRefunds(
  db: Kysely<PaymentTables>,
  deps: SettleDeps & { now: () => Date; batchSize: number; graceSeconds: number },
  logger: Logger,
) {
  const claimed = await claimRefundsToReconcile(db, deps.batchSize, Math.max(deps.graceSeconds, 5));
  for (const refund of claimed)
    // A refund that goes through clears its payment's count in its own transaction (settle-refund).
    await carryOutRefund(db, deps, refund).catch(async (error: unknown) => {
      logger.warn({ err: error, refundId: refund.id }, 'refund not finished; retried later');
      await recordReconciliationFailure(db, refund.payment_id, failureText(error), deps.now()).catch(
        (recordError: unknown) =>
          logger.warn({ err: recordError, refundId: refund.id }, 'failure not recorded'),
      );
    });
  return claimed.length;
}
