import { inTransaction, outbox, type Logger } from '@moorline/kit';
import type { Kysely } from 'kysely';
import { paymentAuthorizedEvent, paymentFailedEvent } from '../events/payment-events';
import type { PaymentTables } from '../payment.tables';
import { afterSettlement } from '../payments/after-settlement';
import { closeLapsedCheckout } from '../payments/move-money';
import {
  changePaymentStatus,
  claimPaymentsToReconcile,
  findPayment,
  type PaymentRow,
} from '../payments/payment.repository';
import { settleFromProvider, type SettleDeps } from '../payments/settle-checkout';
import {
  clearReconciliationFailures,
  recordReconciliationFailure,
} from '../reconciliation/reconciliation-failure.repository';
import { failureText } from '../reconciliation/unsettled-rules';

export interface ReconcileDeps extends SettleDeps {
  now: () => Date;
  graceSeconds: number;
  batchSize: number;
}

/** A payment whose checkout never opened (the provider failed every time) lapses with its hold. */
async function expireUnopened(db: Kysely<PaymentTables>, payment: PaymentRow) {
  await inTransaction(db, async (trx) => {
    const expired = await changePaymentStatus(trx, payment.id, {
      from: ['pending'],
      to: 'expired',
      failureCode: 'checkout_expired',
    });
    if (expired) await outbox.add(trx, paymentFailedEvent(expired));
  });
}

async function reconcileOne(db: Kysely<PaymentTables>, deps: ReconcileDeps, payment: PaymentRow) {
  if (payment.status === 'pending') {
    const lapsedAt = payment.hold_expires_at.getTime() + deps.graceSeconds * 1000;
    if (deps.now().getTime() < lapsedAt) return settleAndFollow(db, deps, payment);
    if (payment.checkout_session_id === null) return expireUnopened(db, payment);
    const closed = await closeLapsedCheckout(db, deps, payment);
    if (closed) await afterSettlement(db, deps, closed);
    return;
  }
  // Authorized: re-read first (a capture or void may have happened without our record of it).
  await settleAndFollow(db, deps, payment);
  const after = await findPayment(db, payment.id);
  if (after && awaitsBookingPastGrace(deps, after)) await askBookingAgain(db, after);
}

async function settleAndFollow(db: Kysely<PaymentTables>, deps: ReconcileDeps, payment: PaymentRow) {
  const settled = (await settleFromProvider(db, deps, payment)) ?? payment;
  await afterSettlement(db, deps, settled);
}

/** An authorization booking has neither confirmed nor failed, a grace period after its hold lapsed. */
function awaitsBookingPastGrace(deps: ReconcileDeps, payment: PaymentRow): boolean {
  if (payment.status !== 'authorized') return false;
  if (payment.booking_outcome === 'confirmed' || payment.booking_outcome === 'failed') return false;
  return deps.now().getTime() >= payment.hold_expires_at.getTime() + deps.graceSeconds * 1000;
}

/**
 * Booking alone decides a late authorization (ARCHITECTURE §5: confirmed if the buoy and boat are
 * still free, else failed, and the failure voids it), so the authorization is announced again
 * rather than voided here: a void of our own could release money for a booking that booking is
 * confirming at that moment. Booking applies it once under the booking's row lock and answers with
 * BookingConfirmed (capture) or BookingFailed (void); a booking that decided already ignores it.
 */
async function askBookingAgain(db: Kysely<PaymentTables>, payment: PaymentRow) {
  await inTransaction(db, (trx) => outbox.add(trx, paymentAuthorizedEvent(payment)));
}

/**
 * Finds payments stuck between steps (issue 13 item 4) and finishes them: authorized with a
 * failed booking → void; authorized with a confirmed booking → capture; authorized with no answer
 * from booking past its hold → ask booking again (issue 26 item 2); pending past its hold →
 * close the checkout. Safe in every replica: rows are claimed with SKIP LOCKED and leased, and
 * every step is guarded and idempotent. A failure on one payment does not stop the others; each
 * is counted in `reconciliation_failures` until a pass on that payment succeeds.
 */
export async function reconcilePayments(db: Kysely<PaymentTables>, deps: ReconcileDeps, logger: Logger) {
  const claimed = await claimPaymentsToReconcile(db, deps.batchSize, Math.max(deps.graceSeconds, 5));
  for (const payment of claimed) {
    await reconcileOne(db, deps, payment)
      .then(() => clearReconciliationFailures(db, payment.id))
      .catch(async (error: unknown) => {
        logger.warn({ err: error, paymentId: payment.id }, 'reconciliation step failed; retried later');
        // Kept for the admin console (issue 27 item 1); a failure to keep it is only logged.
        await recordReconciliationFailure(db, payment.id, failureText(error), deps.now()).catch(
          (recordError: unknown) =>
            logger.warn({ err: recordError, paymentId: payment.id }, 'failure not recorded'),
        );
      });
  }
  return claimed.length;
}
