import { QueryText } from '../../wire/query-text';
import { Type } from '@fastify/type-provider-typebox';
import { named, nullable } from '../../wire/named-schema';
import { Money } from '../catalog/catalog-schemas';
import { PaymentStatus } from '../payment/payment-schemas';

// Payments reconciliation could not settle, for the admin console (issue 27 item 1).

export const UnsettledPayment = named(
  'UnsettledPayment',
  Type.Object({
    payment_id: Type.String({ format: 'uuid' }),
    booking_id: Type.String({ format: 'uuid' }),
    amount: Money.ref,
    status: PaymentStatus.ref,
    unsettled_since: Type.String({ format: 'date-time', description: 'When the failures running now began' }),
    last_failed_at: Type.String({ format: 'date-time' }),
    attempts: Type.Integer({ description: 'Reconciliation passes in a row that failed' }),
    last_error: Type.String({ description: 'The last failure, as the provider or the step said it' }),
  }),
);

export const UnsettledPaymentPage = named(
  'UnsettledPaymentPage',
  Type.Object({
    payments: Type.Array(UnsettledPayment.ref, { description: 'Stuck longest first' }),
    next_cursor: nullable(
      Type.String({ description: 'Pass as `cursor` for the next page; null on the last' }),
    ),
  }),
);

export const UnsettledPaymentQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 50 })),
  cursor: Type.Optional(QueryText({ maxLength: 200 })),
});
