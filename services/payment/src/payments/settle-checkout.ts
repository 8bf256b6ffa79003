import { inTransaction, outbox, type Logger } from '@moorline/kit';
import type { DomainEvent } from '@moorline/contracts';
import type { Kysely, Transaction } from 'kysely';
import {
  paymentAuthorizedEvent,
  paymentCapturedEvent,
  paymentFailedEvent,
  paymentVoidedEvent,
} from '../events/payment-events';
import { issueInvoice, type InvoiceDeps } from '../invoices/issue-invoice';
import type { PaymentStatus, PaymentTables } from '../payment.tables';
import type { CheckoutState, PaymentProvider } from '../provider/payment-provider';
import { changePaymentStatus, lockPayment, type PaymentRow } from './payment.repository';
import { settlementFor } from './settlement-rules';

export interface SettleDeps {
  provider: PaymentProvider;
  invoices: InvoiceDeps;
  logger: Logger;
}

const announcement: Record<Exclude<PaymentStatus, 'pending'>, (payment: PaymentRow) => DomainEvent> = {
  authorized: paymentAuthorizedEvent,
  captured: paymentCapturedEvent,
  voided: paymentVoidedEvent,
  failed: paymentFailedEvent,
  expired: paymentFailedEvent,
};

/**
 * Applies what the provider says about a checkout inside the caller's transaction (the webhook's
 * de-duplication shares it). The row is locked first, so two deliveries of the same news settle
 * one after the other and the second finds nothing left to do. A capture issues the invoice in
 * the same transaction.
 */
export async function applyCheckoutState(
  trx: Transaction<PaymentTables>,
  deps: Pick<SettleDeps, 'invoices' | 'logger'>,
  state: CheckoutState,
): Promise<PaymentRow | undefined> {
  const payment = await lockPayment(trx, state.paymentId);
  if (!payment || payment.checkout_session_id !== state.sessionId) return payment;
  const settlement = settlementFor(payment.status, state);
  if (!settlement) return payment;
  const changed = await changePaymentStatus(trx, payment.id, {
    from: [payment.status],
    to: settlement.to,
    providerPaymentId: state.providerPaymentId,
    failureCode: settlement.failureCode,
  });
  if (!changed || changed.status === 'pending') return changed;
  await outbox.add(trx, announcement[changed.status](changed));
  if (changed.status === 'captured') {
    if (changed.booking_outcome === 'confirmed') await issueInvoice(trx, deps.invoices, changed);
    else deps.logger.error({ paymentId: changed.id }, 'captured at the provider without a confirmed booking');
  }
  return changed;
}

/** Re-reads a checkout from the provider (no transaction open), then applies it in one. */
export async function settleFromProvider(
  db: Kysely<PaymentTables>,
  deps: SettleDeps,
  payment: Pick<PaymentRow, 'checkout_session_id'>,
): Promise<PaymentRow | undefined> {
  if (payment.checkout_session_id === null) return undefined;
  const state = await deps.provider.readCheckout(payment.checkout_session_id);
  return inTransaction(db, (trx) => applyCheckoutState(trx, deps, state));
}
