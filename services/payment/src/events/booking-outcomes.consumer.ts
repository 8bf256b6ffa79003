import { eventsV1, topics } from '@moorline/contracts';
import { isUuid, type ConsumerSpec } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { BookingOutcome, PaymentTables } from '../payment.tables';
import {
  findLatestPaymentOfBooking,
  findPayment,
  recordBookingOutcome,
} from '../payments/payment.repository';
import { captureConfirmedPayment, closeLapsedCheckout, voidAbandonedPayment } from '../payments/move-money';
import type { SettleDeps } from '../payments/settle-checkout';
import { refundCancelledBooking } from '../refunds/refund-cancelled-booking';

// What the booking service decided (ARCHITECTURE §2: payment consumes BookingConfirmed and
// BookingExpired; BookingFailed too, for the authorization a failed booking leaves behind;
// BookingCancelled for the refund).
// Each outcome is first written on the payment, so reconciliation finishes the job if the
// provider call below fails or this process stops halfway.

type Db = Kysely<PaymentTables>;

async function paymentFor(db: Db, bookingId: string, paymentId: string) {
  if (paymentId !== '' && isUuid(paymentId)) return findPayment(db, paymentId.toLowerCase());
  return isUuid(bookingId) ? findLatestPaymentOfBooking(db, bookingId.toLowerCase()) : undefined;
}

async function recordOutcome(db: Db, bookingId: string, paymentId: string, outcome: BookingOutcome) {
  const payment = await paymentFor(db, bookingId, paymentId);
  if (!payment) return undefined;
  return (await recordBookingOutcome(db, payment.id, outcome)) ?? payment;
}

export async function onBookingConfirmed(db: Db, deps: SettleDeps, event: eventsV1.BookingConfirmed) {
  const payment = await recordOutcome(db, event.bookingId, event.paymentId, 'confirmed');
  if (payment) await captureConfirmedPayment(db, deps, payment.id);
}

export async function onBookingFailed(db: Db, deps: SettleDeps, event: eventsV1.BookingFailed) {
  const payment = await recordOutcome(db, event.bookingId, '', 'failed');
  if (!payment) return;
  await closeLapsedCheckout(db, deps, payment);
  // Closing the checkout may have changed the payment: void it as it stands now.
  const current = await findPayment(db, payment.id);
  if (current) await voidAbandonedPayment(db, deps, current);
}

/**
 * A lapsed hold closes its checkout. An authorization that got there first is left to the
 * booking service, which confirms it if the buoy is still free or fails it (then it is voided).
 */
export async function onBookingExpired(db: Db, deps: SettleDeps, event: eventsV1.BookingExpired) {
  const payment = await recordOutcome(db, event.bookingId, '', 'expired');
  if (payment) await closeLapsedCheckout(db, deps, payment);
}

/**
 * A paid booking was cancelled (issue 30 item 2): its refund, and the credit note when the refund
 * goes through. In this consumer, after BookingConfirmed on the same key, so the capture it
 * refunds was asked for first.
 */
export async function onBookingCancelled(db: Db, deps: SettleDeps, event: eventsV1.BookingCancelled) {
  const payment = await paymentFor(db, event.bookingId, event.paymentId);
  if (!payment) {
    deps.logger.warn({ bookingId: event.bookingId }, 'cancelled booking has no payment here');
    return;
  }
  await refundCancelledBooking(db, deps, payment, event);
}

export function bookingOutcomes(db: Db, deps: SettleDeps): ConsumerSpec<PaymentTables> {
  return {
    consumerName: 'payment.booking-outcomes',
    topics: [topics.booking],
    effects: 'external',
    handlers: {
      [eventsV1.BookingConfirmed.$type]: (event) => onBookingConfirmed(db, deps, event.payload),
      [eventsV1.BookingFailed.$type]: (event) => onBookingFailed(db, deps, event.payload),
      [eventsV1.BookingExpired.$type]: (event) => onBookingExpired(db, deps, event.payload),
      [eventsV1.BookingCancelled.$type]: (event) => onBookingCancelled(db, deps, event.payload),
    },
  };
}
