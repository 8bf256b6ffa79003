import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { paymentV1 } from '@moorline/contracts';
import { createGrpcClient } from '@moorline/kit';
import type { Channel } from 'nice-grpc';
import { paymentStatuses, wireValue } from '../../wire/enum-tables';
import { money, sent } from '../payment/payment-json';
import { UnsettledPaymentPage, UnsettledPaymentQuery } from './admin-payment-schemas';
import { adminRefusals, adminTags, asCaller } from './admin-route-parts';

const unsettledJson = (payment: paymentV1.UnsettledPayment) => ({
  payment_id: payment.paymentId,
  booking_id: payment.bookingId,
  amount: money(payment.amount),
  status: sent(wireValue(paymentStatuses, payment.status)),
  unsettled_since: sent(payment.unsettledSince).toISOString(),
  last_failed_at: sent(payment.lastFailedAt).toISOString(),
  attempts: payment.attempts,
  last_error: payment.lastError,
});

/**
 * Payments reconciliation could not settle (issue 27 item 1): each failing several passes in a
 * row, still retried, listed until a pass succeeds. Payment checks the superuser again.
 */
export function adminPaymentRoutes(paymentChannel: Channel): FastifyPluginAsyncTypebox {
  return async (app) => {
    const reconciliation = createGrpcClient(paymentV1.PaymentReconciliationServiceDefinition, paymentChannel);

    app.get(
      '/v1/admin/payments/unsettled',
      {
        schema: {
          tags: adminTags,
          summary: 'Payments reconciliation could not settle, stuck longest first, by pages',
          querystring: UnsettledPaymentQuery,
          response: { 200: UnsettledPaymentPage.ref, ...adminRefusals },
        },
      },
      async (request) => {
        const page = await reconciliation.listUnsettledPayments(
          { limit: request.query.limit ?? 50, cursor: request.query.cursor ?? '' },
          asCaller(request),
        );
        return {
          payments: page.payments.map(unsettledJson),
          next_cursor: page.nextCursor === '' ? null : page.nextCursor,
        };
      },
    );
  };
}
