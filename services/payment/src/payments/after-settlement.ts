import type { Kysely } from 'kysely';
import type { PaymentTables } from '../payment.tables';
import { captureConfirmedPayment, voidAbandonedPayment } from './move-money';
import type { PaymentRow } from './payment.repository';
import type { SettleDeps } from './settle-checkout';

/**
 * What follows a settlement once it is committed, wherever the news came from (a webhook, a
 * booking event, reconciliation): an authorization whose booking failed is released, one whose
 * booking is confirmed is captured. A declined card closes nothing: the payment fails only once
 * its checkout is closed (settlement rules), so the boater may try another card meanwhile.
 */
export async function afterSettlement(db: Kysely<PaymentTables>, deps: SettleDeps, payment: PaymentRow) {
  if (payment.status !== 'authorized') return;
  if (payment.booking_outcome === 'failed') await voidAbandonedPayment(db, deps, payment);
  if (payment.booking_outcome === 'confirmed') await captureConfirmedPayment(db, deps, payment.id);
}
