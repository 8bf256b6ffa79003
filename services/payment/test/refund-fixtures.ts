import { catalogV1, eventsV1 } from '@moorline/contracts';
import { waitFor } from '@moorline/deploy/src/testing/test-infra';
import type { Boater } from '../../booking/test/booking-fixtures';
import {
  bookingReaches,
  heldBooking,
  payWithCard,
  paymentReaches,
  startCheckout,
  testCards,
} from './payment-fixtures';
import type { MoneyPath } from './support';

/** A booking paid with the card that succeeds: confirmed, captured and invoiced. */
export async function paidBooking(
  paths: MoneyPath,
  buoyId: string,
): Promise<{ boater: Boater; bookingId: string }> {
  const { boater, bookingId } = await heldBooking(paths, buoyId);
  const started = await startCheckout(paths, boater, bookingId);
  await payWithCard(started.checkoutUrl, testCards.succeeds);
  await bookingReaches(paths, bookingId, 'confirmed');
  await paymentReaches(paths, boater, bookingId, 'captured');
  await waitFor(async () => (await invoicesOf(paths, bookingId)).length === 1, 30_000);
  return { boater, bookingId };
}

/** Every invoice and credit note payment keeps for a booking, in number order. */
export function invoicesOf(paths: MoneyPath, bookingId: string) {
  return paths.paymentDb
    .selectFrom('invoices')
    .select([
      'id',
      'kind',
      'number',
      'sequence',
      'total_minor',
      'vat_minor',
      'night_minor',
      'day_minor',
      'mooring_assistance_minor',
      'trash_collection_minor',
      'corrects_invoice_id',
      'corrects_invoice_number',
    ])
    .where('booking_id', '=', bookingId)
    .orderBy('sequence')
    .execute();
}

/**
 * BookingCancelled as booking emits it (the contract of commit 28d1da8), built from the payment's
 * own record of the booking: the refund and who cancelled are the test's.
 */
export async function bookingCancelled(
  paths: MoneyPath,
  bookingId: string,
  cancel: { refundMinor: number; cancelledBy: 'boater' | 'operator'; reason?: string },
): Promise<eventsV1.BookingCancelled> {
  const payment = await paths.paymentDb
    .selectFrom('payments')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .where('status', '=', 'captured')
    .executeTakeFirstOrThrow();
  const facts = payment.invoice_facts;
  return eventsV1.BookingCancelled.fromPartial({
    bookingId,
    version: 3,
    bayId: payment.bay_id,
    userId: payment.user_id,
    periodStart: new Date(facts.periodStart),
    periodEnd: new Date(facts.periodEnd),
    stayKind: catalogV1.StayKind.STAY_KIND_NIGHT,
    amount: { amountMinor: payment.amount_minor, currency: payment.currency },
    refund: { amountMinor: cancel.refundMinor, currency: payment.currency },
    paymentId: payment.id,
    cancelledBy: cancel.cancelledBy,
    reason: cancel.reason ?? '',
    cancelledAt: new Date(),
    summary: {
      boaterEmail: payment.boater_email,
      language: payment.language,
      baySlug: facts.bay.slug,
      bayName: facts.bay.name,
      timeZone: facts.bay.timeZone,
      buoyLabel: facts.buoyLabel,
    },
  });
}

/** Publishes BookingCancelled on booking's topic, as booking's outbox relay would. */
export function publishCancelled(paths: MoneyPath, event: eventsV1.BookingCancelled) {
  return paths.publish({
    type: eventsV1.BookingCancelled.$type,
    aggregateId: event.bookingId,
    payload: event,
  });
}

/** The booking's refund once it is no longer pending. */
export async function settledRefund(paths: MoneyPath, bookingId: string) {
  await waitFor(async () => {
    const refund = await paths.paymentDb
      .selectFrom('refunds')
      .select('status')
      .where('booking_id', '=', bookingId)
      .executeTakeFirst();
    return refund !== undefined && refund.status !== 'pending';
  }, 30_000);
  return paths.paymentDb
    .selectFrom('refunds')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .executeTakeFirstOrThrow();
}

/** How many booking events payment's booking-outcomes consumer has applied so far. */
export async function processedBookingEvents(paths: MoneyPath): Promise<number> {
  const { count } = await paths.paymentDb
    .selectFrom('processed_events')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('consumer', '=', 'payment.booking-outcomes')
    .executeTakeFirstOrThrow();
  return Number(count);
}
