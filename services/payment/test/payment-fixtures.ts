import { waitFor } from '@moorline/deploy/src/testing/test-infra';
import { paymentV1 } from '@moorline/contracts';
import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import { expireOverdueHoldsNow } from '../../booking/src/bookings/expire-holds';
import { boaterWithBoat, hold, nightStay, type Boater } from '../../booking/test/booking-fixtures';
import type { PaymentStatus } from '../src/payment.tables';
import type { MoneyPath } from './support';

export const testCards = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  asksConfirmation: '4000 0025 0000 3155',
} as const;

/** A boater with a boat and a held night stay on the buoy. */
export async function heldBooking(
  paths: MoneyPath,
  buoyId: string,
  embedId = '',
): Promise<{ boater: Boater; bookingId: string }> {
  const boater = await boaterWithBoat(paths);
  const booking = await hold(paths, boater, nightStay(buoyId, boater.boatId), randomUUID(), embedId);
  return { boater, bookingId: booking.bookingId };
}

/** Starts checkout as the boater; the payment and its checkout page's URL. */
export async function startCheckout(
  paths: MoneyPath,
  boater: Boater,
  bookingId: string,
  change: { idempotencyKey?: string; termsAccepted?: boolean } = {},
) {
  const { payment } = await paths.paymentClient.startCheckout(
    {
      bookingId,
      idempotencyKey: change.idempotencyKey ?? randomUUID(),
      termsAccepted: change.termsAccepted ?? true,
    },
    boater.as,
  );
  if (!payment) throw new Error('no payment in the answer');
  return payment;
}

export interface PageAnswer {
  status: number;
  location: string | null;
  html: string;
}

/** Posts a form to a sandbox page as the browser would, without following redirects. */
export async function postForm(url: string, fields: Record<string, string>): Promise<PageAnswer> {
  const response = await fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

/** Pays on the sandbox's checkout page with a test card. */
export function payWithCard(checkoutUrl: string, card: string): Promise<PageAnswer> {
  return postForm(`${checkoutUrl}/pay`, {
    card_number: card,
    expiry: '12/34',
    cvc: '123',
    cardholder: 'Ana Kovač',
  });
}

const statusNames: Record<PaymentStatus, paymentV1.PaymentStatus> = {
  pending: paymentV1.PaymentStatus.PAYMENT_STATUS_PENDING,
  authorized: paymentV1.PaymentStatus.PAYMENT_STATUS_AUTHORIZED,
  captured: paymentV1.PaymentStatus.PAYMENT_STATUS_CAPTURED,
  voided: paymentV1.PaymentStatus.PAYMENT_STATUS_VOIDED,
  failed: paymentV1.PaymentStatus.PAYMENT_STATUS_FAILED,
  expired: paymentV1.PaymentStatus.PAYMENT_STATUS_EXPIRED,
};

/** The payment as its owner reads it through the API. */
export async function paymentOf(paths: MoneyPath, boater: Boater, bookingId: string) {
  const { payment } = await paths.paymentClient.getPayment({ bookingId }, boater.as);
  if (!payment) throw new Error('no payment in the answer');
  return payment;
}

/** Waits until the booking's payment stands as `status` (the events travel through Kafka). */
export async function paymentReaches(
  paths: MoneyPath,
  boater: Boater,
  bookingId: string,
  status: PaymentStatus,
  timeoutMs = 30_000,
) {
  await waitFor(
    async () => (await paymentOf(paths, boater, bookingId)).status === statusNames[status],
    timeoutMs,
  );
  return paymentOf(paths, boater, bookingId);
}

/** Waits until booking's own record of the booking has the status. */
export function bookingReaches(paths: MoneyPath, bookingId: string, status: string, timeoutMs = 30_000) {
  return waitFor(async () => {
    const row = await paths.bookingDb
      .selectFrom('bookings')
      .select('status')
      .where('id', '=', bookingId)
      .executeTakeFirst();
    return row?.status === status;
  }, timeoutMs);
}

/** What payment's outbox announced about a booking's payments, in order. */
export async function announcedEvents(paths: MoneyPath, bookingId: string): Promise<string[]> {
  const rows = await paths.paymentDb
    .selectFrom('outbox')
    .select('event_type')
    .where('aggregate_id', '=', bookingId)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.event_type);
}

/** The buoy's occupancy by this booking on catalog's live map, if any. */
export async function occupancyOf(paths: MoneyPath, bookingId: string) {
  const row = await paths.catalogDb
    .selectFrom('booking_occupancies')
    .select('state')
    .where('booking_id', '=', bookingId)
    .executeTakeFirst();
  return row?.state;
}

/** Lapses the booking's hold now, as its deadline passing and then booking's sweeper would. */
export async function lapseHold(paths: MoneyPath, bookingId: string) {
  await paths.bookingDb
    .updateTable('bookings')
    .set({ hold_expires_at: sql<Date>`now() - interval '1 second'` })
    .where('id', '=', bookingId)
    .execute();
  await expireOverdueHoldsNow(paths.bookingDb);
}
