import type { CancelledBy } from '../payment.tables';

/**
 * Whether the platform's fee on the refunded share goes back with a refund (README, "Refunds").
 * Always: the fee is Moorline's commission on a sale, and a credit note undoes that share of the
 * sale, so the commission on it is undone too. An operator's cancellation (weather, a broken buoy)
 * must not cost the operator a commission on a stay that never happened, and after a boater's
 * late cancellation the part the operator keeps still carries its fee. Stripe returns the fee in
 * proportion to the refund, as the sandbox records it.
 */
export function refundsApplicationFee(_cancelledBy: CancelledBy): boolean {
  return true;
}

/** The provider's idempotency key of a booking's one refund. */
export const refundIdempotencyKey = (bookingId: string) => `refund-${bookingId}`;

export type RefundDecision =
  { refund: 'nothing' } | { refund: 'amount'; amountMinor: number } | { refund: 'refused'; reason: string };

/** What to give back for a cancellation: nothing under the policy, the amount, or a contract breach. */
export function refundDecision(
  payment: { amount_minor: number; currency: string },
  refund: { amountMinor: number; currency: string } | undefined,
): RefundDecision {
  if (!refund || refund.amountMinor === 0) return { refund: 'nothing' };
  if (refund.currency !== payment.currency)
    return { refund: 'refused', reason: `refund in ${refund.currency}, paid in ${payment.currency}` };
  if (refund.amountMinor < 0 || refund.amountMinor > payment.amount_minor)
    return { refund: 'refused', reason: `refund of ${refund.amountMinor} out of 0..${payment.amount_minor}` };
  return { refund: 'amount', amountMinor: refund.amountMinor };
}
