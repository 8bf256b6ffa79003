import type { eventsV1 } from '@moorline/contracts';
import { inTransaction } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { CancelledBy, PaymentTables } from '../payment.tables';
import { captureConfirmedPayment } from '../payments/move-money';
import { findPayment, recordBookingOutcome, type PaymentRow } from '../payments/payment.repository';
import type { SettleDeps } from '../payments/settle-checkout';
import { refundDecision, refundIdempotencyKey, refundsApplicationFee } from './refund-rules';
import { recordPendingRefund, type RefundRow } from './refund.repository';
import { applyRefundState } from './settle-refund';

type Db = Kysely<PaymentTables>;

/** The cancelled booking's money must be captured before it can be given back. */
async function capturedPayment(db: Db, deps: SettleDeps, paymentId: string): Promise<PaymentRow | undefined> {
  const payment = await findPayment(db, paymentId);
  // Only a confirmed booking is cancelled, so an authorization still waiting is the confirmed
  // booking's capture not done yet (its provider call failed, or BookingConfirmed is being
  // retried): it is captured now, and invoiced, so the refund has an invoice to correct.
  if (payment?.status === 'authorized') return captureConfirmedPayment(db, deps, payment.id);
  return payment;
}

/**
 * The demo's seeded history (demo/) is captured with no charge at any provider: no money moved,
 * so none moves back, but the cancellation is documented as any other, credit note included.
 */
function settleWithoutCharge(db: Db, deps: SettleDeps, refund: RefundRow) {
  return inTransaction(db, (trx) =>
    applyRefundState(trx, deps, refund.id, {
      providerRefundId: `no-charge-${refund.id}`,
      status: 'succeeded',
      amountMinor: refund.amount_minor,
    }),
  );
}

/**
 * Gives back a pending refund's money (issue 30 item 2): captures first if need be, asks the
 * provider with no transaction open (the idempotency key makes a repeat the same refund; a refund
 * already asked for is re-read), then settles from its answer. Safe to repeat from anywhere: the
 * consumer, a webhook, reconciliation. A payment not yet captured leaves the refund pending for
 * reconciliation to finish.
 */
export async function carryOutRefund(
  db: Db,
  deps: SettleDeps,
  refund: RefundRow,
): Promise<RefundRow | undefined> {
  if (refund.status !== 'pending') return refund;
  const payment = await capturedPayment(db, deps, refund.payment_id);
  if (
    payment?.status === 'captured' &&
    payment.provider_payment_id === null &&
    payment.provider === 'sandbox'
  )
    return settleWithoutCharge(db, deps, refund);
  if (payment?.status !== 'captured' || payment.provider_payment_id === null) {
    deps.logger.warn({ refundId: refund.id, status: payment?.status }, 'refund waits for its capture');
    return refund;
  }
  const state =
    refund.provider_refund_id === null
      ? await deps.provider.refund({
          providerPaymentId: payment.provider_payment_id,
          amountMinor: refund.amount_minor,
          currency: refund.currency,
          refundApplicationFee: refundsApplicationFee(refund.cancelled_by),
          paymentId: payment.id,
          bookingId: refund.booking_id,
          idempotencyKey: refundIdempotencyKey(refund.booking_id),
        })
      : await deps.provider.readRefund(refund.provider_refund_id);
  return inTransaction(db, (trx) => applyRefundState(trx, deps, refund.id, state));
}

/**
 * BookingCancelled (issue 30 item 2): nothing to give back under the policy records nothing;
 * otherwise the refund is recorded once per booking (a replay finds it) and carried out.
 */
export async function refundCancelledBooking(
  db: Db,
  deps: SettleDeps,
  payment: PaymentRow,
  event: eventsV1.BookingCancelled,
): Promise<RefundRow | undefined> {
  const decision = refundDecision(payment, event.refund);
  if (decision.refund === 'nothing') return undefined;
  if (decision.refund === 'refused') {
    deps.logger.error(
      { bookingId: payment.booking_id, reason: decision.reason },
      'cancellation refund refused',
    );
    return undefined;
  }
  // A cancelled booking was confirmed; the word is kept in case BookingConfirmed's was lost.
  await recordBookingOutcome(db, payment.id, 'confirmed');
  const refund = await recordPendingRefund(db, {
    payment_id: payment.id,
    booking_id: payment.booking_id,
    amount_minor: decision.amountMinor,
    currency: payment.currency,
    cancelled_by: cancelledByOf(event.cancelledBy),
  });
  return carryOutRefund(db, deps, refund);
}

/** The event says `boater` or `operator`; anything else is the boater's own cancellation. */
const cancelledByOf = (cancelledBy: string): CancelledBy =>
  cancelledBy === 'operator' ? 'operator' : 'boater';
