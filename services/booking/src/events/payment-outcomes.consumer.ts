import { eventsV1, topics } from '@moorline/contracts';
import { type ConsumedEvent, type ConsumerSpec, isUuid, outbox, violatedConstraint } from '@moorline/kit';
import { sql, type Transaction } from 'kysely';
import type { BookingTables } from '../booking.tables';
import {
  changeStatus,
  findBooking,
  findBookingForUpdate,
  stayHasEnded,
  type BookingRow,
} from '../bookings/booking.repository';
import { passFacts, type PassSigner } from '../bookings/booking-pass';
import { markCheckedIn } from '../check-in/check-in.repository';
import { bookingConfirmedEvent, bookingFailedEvent, checkedInEvent } from './booking-events';

// The end of a hold decided by its payment (issue 12 item 5, ARCHITECTURE §5). Every effect is a
// guarded state change, so a replayed or late event changes nothing it should not: a duplicate
// finds the booking no longer held, a failure after a confirmation is ignored. The booking is
// read locked, so what is decided on it is what the update finds (see PaymentOutcomeOptions).

type Trx = Transaction<BookingTables>;

export interface PaymentOutcomeOptions {
  /**
   * Read the booking with its row locked (issue 26 item 2). Unlocked, the sweeper could expire
   * the hold between the read and the guarded update, and the authorization would be consumed
   * with neither a confirmation nor a failure. Only the race test's negative twin turns it off.
   */
  lockBooking: boolean;
  /**
   * Signs the confirmation's proof of payment (issue 29 item 3), which the email carries. Tests
   * that apply an outcome directly leave it out; their confirmation then carries no pass.
   */
  signPass?: PassSigner;
}

const locked: PaymentOutcomeOptions = { lockBooking: true };

async function bookingOf(
  trx: Trx,
  bookingId: string,
  options: PaymentOutcomeOptions,
): Promise<BookingRow | undefined> {
  if (!isUuid(bookingId)) return undefined;
  const id = bookingId.toLowerCase();
  return options.lockBooking ? findBookingForUpdate(trx, id) : findBooking(trx, id);
}

/** The confirmation's events; a walk-up is at the buoy already, so paid, it is checked in too. */
async function announceConfirmed(
  trx: Trx,
  confirmed: BookingRow,
  options: PaymentOutcomeOptions,
): Promise<void> {
  const pass = options.signPass?.(passFacts(confirmed)) ?? '';
  await outbox.add(trx, bookingConfirmedEvent(confirmed, pass));
  if (!confirmed.walk_up) return;
  const checkedIn = await markCheckedIn(trx, confirmed.id);
  if (checkedIn?.checked_in_at)
    await outbox.add(trx, checkedInEvent({ ...checkedIn, checked_in_at: checkedIn.checked_in_at }));
}

/**
 * Authorized: a held booking is confirmed. One that lapsed meanwhile is confirmed only if its
 * buoy and boat are still free (the exclusion constraints decide, inside a savepoint); otherwise
 * it fails (`buoy_taken_before_payment`) and payment, seeing BookingFailed, voids the money.
 * An authorization that comes after the stay itself is over (reconciliation re-announces a stuck
 * one) fails too (`stay_ended_before_payment`): a stay that is past cannot be sold.
 */
export async function applyPaymentAuthorized(
  trx: Trx,
  event: Pick<eventsV1.PaymentAuthorized, 'bookingId' | 'paymentId'>,
  options: PaymentOutcomeOptions = locked,
): Promise<void> {
  const booking = await bookingOf(trx, event.bookingId, options);
  if (booking?.status === 'held') {
    const confirmed = await changeStatus(trx, booking.id, {
      from: 'held',
      to: 'confirmed',
      paymentId: event.paymentId,
    });
    if (confirmed) await announceConfirmed(trx, confirmed, options);
    return;
  }
  if (booking?.status !== 'expired') return;
  if (await stayHasEnded(trx, booking.id))
    return failLatePayment(trx, booking, event, 'stay_ended_before_payment');
  await sql`SAVEPOINT late_payment`.execute(trx);
  try {
    const confirmed = await changeStatus(trx, booking.id, {
      from: 'expired',
      to: 'confirmed',
      paymentId: event.paymentId,
    });
    await sql`RELEASE SAVEPOINT late_payment`.execute(trx);
    if (confirmed) await announceConfirmed(trx, confirmed, options);
  } catch (error) {
    if (violatedConstraint(error) === undefined) throw error;
    await sql`ROLLBACK TO SAVEPOINT late_payment`.execute(trx);
    await failLatePayment(trx, booking, event, 'buoy_taken_before_payment');
  }
}

/** A lapsed hold whose payment came too late fails, so payment voids the authorization. */
async function failLatePayment(
  trx: Trx,
  booking: BookingRow,
  event: Pick<eventsV1.PaymentAuthorized, 'paymentId'>,
  failureCode: 'buoy_taken_before_payment' | 'stay_ended_before_payment',
): Promise<void> {
  const failed = await changeStatus(trx, booking.id, {
    from: 'expired',
    to: 'failed',
    failureCode,
    paymentId: event.paymentId,
  });
  if (failed) await outbox.add(trx, bookingFailedEvent(failed));
}

/** Failed: a held booking fails with the payment's reason and its buoy is free again. */
export async function applyPaymentFailed(
  trx: Trx,
  event: Pick<eventsV1.PaymentFailed, 'bookingId' | 'paymentId' | 'reasonCode'>,
): Promise<void> {
  const booking = await bookingOf(trx, event.bookingId, locked);
  if (booking?.status !== 'held') return;
  const failed = await changeStatus(trx, booking.id, {
    from: 'held',
    to: 'failed',
    failureCode: event.reasonCode === '' ? 'payment_declined' : event.reasonCode,
    paymentId: event.paymentId,
  });
  if (failed) await outbox.add(trx, bookingFailedEvent(failed));
}

export function paymentOutcomes(signPass: PassSigner): ConsumerSpec<BookingTables> {
  return {
    consumerName: 'booking.payment-outcomes',
    topics: [topics.payment],
    effects: 'transactional',
    handlers: {
      [eventsV1.PaymentAuthorized.$type]: (
        event: ConsumedEvent<typeof eventsV1.PaymentAuthorized.$type>,
        trx: Trx,
      ) => applyPaymentAuthorized(trx, event.payload, { ...locked, signPass }),
      [eventsV1.PaymentFailed.$type]: (event: ConsumedEvent<typeof eventsV1.PaymentFailed.$type>, trx: Trx) =>
        applyPaymentFailed(trx, event.payload),
    },
  };
}
