import { inTransaction } from '@moorline/kit';
import type { Kysely, Selectable } from 'kysely';
import type { PaymentTables } from '../payment.tables';
import type { RefundRequest, RefundState } from '../provider/payment-provider';
import { deliverEvents, recordEvent, sandboxId, type EventDelivery } from './sandbox-events';
import type { SandboxRefundTable } from './sandbox.tables';

type Db = Kysely<PaymentTables>;
type SandboxRefund = Selectable<SandboxRefundTable>;

const refundState = (refund: SandboxRefund): RefundState => ({
  providerRefundId: refund.refund_id,
  status: refund.status,
  amountMinor: refund.amount_minor,
});

const refundObject = (refund: SandboxRefund) => ({
  id: refund.refund_id,
  object: 'refund',
  status: refund.status,
  amount: refund.amount_minor,
  currency: refund.currency.toLowerCase(),
  payment_intent: refund.payment_intent_id,
  metadata: refund.metadata,
});

const chargeObject = (refund: SandboxRefund, checkout: { amount_minor: number; refunded: number }) => ({
  id: `ch_for_${refund.payment_intent_id}`,
  object: 'charge',
  amount: checkout.amount_minor,
  amount_refunded: checkout.refunded,
  refunded: checkout.refunded >= checkout.amount_minor,
  payment_intent: refund.payment_intent_id,
  metadata: refund.metadata,
});

/**
 * Refunds a captured sandbox charge as Stripe does: at once (a card refund in test mode succeeds
 * straight away), never more than was captured, the same idempotency key answering the same
 * refund; `refund.created` and `charge.refunded` are sent like the sandbox's other events.
 */
export async function refundCharge(
  db: Db,
  delivery: EventDelivery,
  request: RefundRequest,
): Promise<RefundState> {
  const outcome = await inTransaction(db, async (trx) => {
    const earlier = await trx
      .selectFrom('sandbox_refunds')
      .selectAll()
      .where('idempotency_key', '=', request.idempotencyKey)
      .executeTakeFirst();
    if (earlier) return { refund: earlier, events: [] };
    const checkout = await trx
      .selectFrom('sandbox_checkouts')
      .select(['amount_minor', 'charge', 'currency'])
      .where('payment_intent_id', '=', request.providerPaymentId)
      .forUpdate()
      .executeTakeFirst();
    if (checkout?.charge !== 'captured')
      throw new Error(
        `sandbox: payment intent ${request.providerPaymentId} has no captured charge to refund`,
      );
    const { refunded } = await trx
      .selectFrom('sandbox_refunds')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_minor'), eb.lit(0)).as('refunded'))
      .where('payment_intent_id', '=', request.providerPaymentId)
      .where('status', '!=', 'failed')
      .executeTakeFirstOrThrow();
    if (Number(refunded) + request.amountMinor > checkout.amount_minor)
      throw new Error(`sandbox: refund of ${request.providerPaymentId} exceeds what was captured`);
    const refund = await trx
      .insertInto('sandbox_refunds')
      .values({
        refund_id: sandboxId('re'),
        idempotency_key: request.idempotencyKey,
        payment_intent_id: request.providerPaymentId,
        amount_minor: request.amountMinor,
        currency: checkout.currency,
        reverse_transfer: true,
        refund_application_fee: request.refundApplicationFee,
        status: 'succeeded',
        metadata: JSON.stringify({ payment_id: request.paymentId, booking_id: request.bookingId }),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const now = delivery.now();
    const totalRefunded = Number(refunded) + refund.amount_minor;
    const events = [
      await recordEvent(trx, now, 'refund.created', refundObject(refund)),
      await recordEvent(
        trx,
        now,
        'charge.refunded',
        chargeObject(refund, { amount_minor: checkout.amount_minor, refunded: totalRefunded }),
      ),
    ];
    return { refund, events };
  });
  if (outcome.events.length > 0) deliverEvents(db, delivery, outcome.events);
  return refundState(outcome.refund);
}

export async function readRefund(db: Db, refundId: string): Promise<RefundState> {
  const refund = await db
    .selectFrom('sandbox_refunds')
    .selectAll()
    .where('refund_id', '=', refundId)
    .executeTakeFirst();
  if (!refund) throw new Error(`sandbox: no refund ${refundId}`);
  return refundState(refund);
}
