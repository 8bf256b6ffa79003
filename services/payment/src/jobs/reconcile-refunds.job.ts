import type { Logger } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { PaymentTables } from '../payment.tables';
import type { SettleDeps } from '../payments/settle-checkout';
import { carryOutRefund } from '../refunds/refund-cancelled-booking';
import { claimRefundsToReconcile } from '../refunds/refund.repository';

/**
 * Finishes refunds left pending (issue 30 item 2): the provider call failed or its answer was lost
 * (asked again with the same idempotency key: the same refund), the refund waited for its capture,
 * or the provider said pending and its webhook never came (re-read). Claimed with SKIP LOCKED and
 * leased, so replicas take different ones; a failure is logged and retried at the next pass.
 */
export async function reconcileRefunds(
  db: Kysely<PaymentTables>,
  deps: SettleDeps & { batchSize: number; graceSeconds: number },
  logger: Logger,
) {
  const claimed = await claimRefundsToReconcile(db, deps.batchSize, Math.max(deps.graceSeconds, 5));
  for (const refund of claimed)
    await carryOutRefund(db, deps, refund).catch((error: unknown) =>
      logger.warn({ err: error, refundId: refund.id }, 'refund not finished; retried later'),
    );
  return claimed.length;
}
