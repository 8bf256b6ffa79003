import { eventsV1, type DomainEvent } from '@moorline/contracts';
import type { PaymentRow } from '../payments/payment.repository';

// payment.events.v1, keyed by booking id (ARCHITECTURE §3), so a booking's payment events stay in
// order with each other.

const amountOf = (payment: PaymentRow) => ({ amountMinor: payment.amount_minor, currency: payment.currency });
const stamp = (at: Date | null) => at ?? new Date();

export function paymentAuthorizedEvent(payment: PaymentRow): DomainEvent {
  const payload = eventsV1.PaymentAuthorized.fromPartial({
    paymentId: payment.id,
    bookingId: payment.booking_id,
    amount: amountOf(payment),
    authorizedAt: stamp(payment.authorized_at),
  });
  return { type: eventsV1.PaymentAuthorized.$type, aggregateId: payment.booking_id, payload };
}

export function paymentFailedEvent(payment: PaymentRow): DomainEvent {
  const payload = eventsV1.PaymentFailed.fromPartial({
    paymentId: payment.id,
    bookingId: payment.booking_id,
    reasonCode: payment.failure_code ?? 'payment_declined',
    failedAt: payment.updated_at,
  });
  return { type: eventsV1.PaymentFailed.$type, aggregateId: payment.booking_id, payload };
}

export function paymentCapturedEvent(payment: PaymentRow): DomainEvent {
  const payload = eventsV1.PaymentCaptured.fromPartial({
    paymentId: payment.id,
    bookingId: payment.booking_id,
    amount: amountOf(payment),
    platformFee: { amountMinor: payment.platform_fee_minor, currency: payment.currency },
    operatorId: payment.operator_id,
    bayId: payment.bay_id,
    capturedAt: stamp(payment.captured_at),
  });
  return { type: eventsV1.PaymentCaptured.$type, aggregateId: payment.booking_id, payload };
}

export function paymentVoidedEvent(payment: PaymentRow): DomainEvent {
  const payload = eventsV1.PaymentVoided.fromPartial({
    paymentId: payment.id,
    bookingId: payment.booking_id,
    amount: amountOf(payment),
    reasonCode: payment.booking_outcome === 'failed' ? 'booking_failed' : 'booking_expired',
    voidedAt: stamp(payment.voided_at),
  });
  return { type: eventsV1.PaymentVoided.$type, aggregateId: payment.booking_id, payload };
}
