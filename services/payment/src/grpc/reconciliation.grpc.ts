import type { paymentV1 } from '@moorline/contracts';
import type { CallerResolver } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { PaymentTables } from '../payment.tables';
import { listUnsettledPayments } from '../reconciliation/list-unsettled-payments';
import type { UnsettledPaymentRow } from '../reconciliation/reconciliation-failure.repository';
import { statusCode } from './payment-messages';

const unsettledMessage = (row: UnsettledPaymentRow): paymentV1.UnsettledPayment => ({
  paymentId: row.id,
  bookingId: row.booking_id,
  amount: { amountMinor: row.amount_minor, currency: row.currency },
  status: statusCode[row.status],
  unsettledSince: row.first_failed_at,
  lastFailedAt: row.last_failed_at,
  attempts: row.attempts,
  lastError: row.last_error,
});

/** PaymentReconciliationService (issue 27 item 1); the caller, a superuser, comes from the forwarded token. */
export function reconciliationGrpc(
  db: Kysely<PaymentTables>,
  callers: CallerResolver,
): paymentV1.PaymentReconciliationServiceImplementation {
  return {
    async listUnsettledPayments(request, context) {
      const page = await listUnsettledPayments(db, {
        caller: await callers.requireCaller(context),
        limit: request.limit,
        cursor: request.cursor,
      });
      return { payments: page.payments.map(unsettledMessage), nextCursor: page.nextCursor };
    },
  };
}
