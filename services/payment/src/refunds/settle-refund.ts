import type { Transaction } from 'kysely';
import { findInvoiceOfPayment } from '../invoices/invoice.repository';
import { issueCreditNote } from '../invoices/issue-credit-note';
import type { PaymentTables } from '../payment.tables';
import { lockPayment } from '../payments/payment.repository';
import type { SettleDeps } from '../payments/settle-checkout';
import type { RefundState } from '../provider/payment-provider';
import { clearReconciliationFailures } from '../reconciliation/reconciliation-failure.repository';
import { changeRefund, lockRefund, type RefundRow } from './refund.repository';

/**
 * Applies what the provider says about a refund inside the caller's transaction (a webhook's
 * de-duplication shares it). The refund row is locked first, so two deliveries of the same news
 * settle one after the other and the second finds it settled: one credit note per refund. A
 * refund that went through gets its credit note in this same transaction.
 */
export async function applyRefundState(
  trx: Transaction<PaymentTables>,
  deps: Pick<SettleDeps, 'invoices' | 'logger'>,
  refundId: string,
  state: RefundState,
): Promise<RefundRow | undefined> {
  const refund = await lockRefund(trx, refundId);
  if (!refund || refund.status !== 'pending') return refund;
  if (refund.provider_refund_id !== null && refund.provider_refund_id !== state.providerRefundId)
    return refund;
  const providerRefundId = state.providerRefundId;
  if (state.status === 'pending')
    return changeRefund(trx, refund.id, { providerRefundId, status: 'pending' });
  if (state.status === 'failed') {
    deps.logger.error({ refundId, reason: state.failureReason }, 'the provider refused a refund');
    return changeRefund(trx, refund.id, {
      providerRefundId,
      status: 'failed',
      failureReason: state.failureReason ?? 'failed',
      settledAt: deps.invoices.now(),
    });
  }
  const payment = await lockPayment(trx, refund.payment_id);
  const invoice = await findInvoiceOfPayment(trx, refund.payment_id);
  // A refund is asked for only once the payment is captured, and the capture issues the invoice.
  if (!payment || !invoice) throw new Error(`refund ${refund.id}: its payment has no invoice to correct`);
  const creditNote = await issueCreditNote(trx, deps.invoices, payment, invoice, refund.amount_minor);
  // Whoever finished it (a webhook, a replay, reconciliation), the payment's trouble is over.
  await clearReconciliationFailures(trx, refund.payment_id);
  return changeRefund(trx, refund.id, {
    providerRefundId,
    status: 'succeeded',
    creditNoteId: creditNote.id,
    settledAt: creditNote.issued_at,
  });
}
