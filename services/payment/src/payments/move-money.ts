import type { Kysely } from 'kysely';
import type { PaymentTables } from '../payment.tables';
import { findPayment, type PaymentRow } from './payment.repository';
import { settleFromProvider, type SettleDeps } from './settle-checkout';

// The three calls that change money at the provider (issue 13 item 4). Each reads our record,
// calls the provider with no transaction open, then settles from what the provider says now;
// each is safe to repeat, by the provider's idempotency and by the guarded settlement.

type Db = Kysely<PaymentTables>;

/** Never a capture without a confirmed booking: the booking service's word is on the row. */
export async function captureConfirmedPayment(db: Db, deps: SettleDeps, paymentId: string) {
  const payment = await findPayment(db, paymentId);
  if (payment?.status !== 'authorized' || payment.booking_outcome !== 'confirmed') return payment;
  if (payment.provider_payment_id === null) return settleFromProvider(db, deps, payment);
  await deps.provider.capture(payment.provider_payment_id, `capture-${payment.id}`);
  return settleFromProvider(db, deps, payment);
}

/** Releases an authorization whose booking will not happen. */
export async function voidAbandonedPayment(db: Db, deps: SettleDeps, payment: PaymentRow) {
  if (payment.status !== 'authorized' || payment.booking_outcome === 'confirmed') return payment;
  if (payment.provider_payment_id !== null)
    await deps.provider.void(payment.provider_payment_id, `void-${payment.id}`);
  return settleFromProvider(db, deps, payment);
}

/**
 * Closes the checkout of a payment whose hold lapsed or failed, so it can no longer be paid; a
 * payment that the boater completed at the last second settles as authorized instead, and the
 * booking service decides whether the late authorization still confirms (ARCHITECTURE §5).
 */
export async function closeLapsedCheckout(db: Db, deps: SettleDeps, payment: PaymentRow) {
  if (payment.status !== 'pending' || payment.checkout_session_id === null) return payment;
  await deps.provider.expireCheckout(payment.checkout_session_id);
  return settleFromProvider(db, deps, payment);
}
