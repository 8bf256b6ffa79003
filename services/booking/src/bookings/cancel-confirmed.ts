import { AppError, outbox } from '@moorline/kit';
import type { Transaction } from 'kysely';
import type { BookingTables } from '../booking.tables';
import { bookingCancelledEvent } from '../events/booking-events';
import { findBooking, findBookingForUpdate, type BookingRow } from './booking.repository';
import { databaseNow, markCancelled } from './cancellation.repository';
import type { CancelDecision } from './cancellation-rules';
import type { Alternative } from './hold-refused';

export interface CancelOptions {
  /**
   * Read the booking with its row locked and cancel it only while still confirmed. Without both,
   * two cancels (the boater's and the bay's, or a double tap) each decide on a confirmed booking
   * and each announce a cancellation. Only the race test's negative twin turns it off.
   */
  guarded: boolean;
}

export const guardedCancel: CancelOptions = { guarded: true };

export interface CancelRequest {
  bookingId: string;
  decide: CancelDecision;
  /** Free buoys for the boater, found before the transaction (no network call inside it). */
  alternatives?: Alternative[];
}

/**
 * The cancelling of a paid booking (issue 30 item 2), in the caller's transaction: the row
 * locked, the rule decided at the database's clock, the guarded change to cancelled and
 * BookingCancelled to the outbox. A booking cancelled already is answered as it is, announced
 * once.
 */
export async function cancelConfirmed(
  trx: Transaction<BookingTables>,
  request: CancelRequest,
  options: CancelOptions = guardedCancel,
): Promise<BookingRow> {
  const booking = options.guarded
    ? await findBookingForUpdate(trx, request.bookingId)
    : await findBooking(trx, request.bookingId);
  if (!booking) throw new AppError('not_found');
  if (booking.status === 'cancelled') return booking;
  const cancellation = request.decide(booking, await databaseNow(trx));
  const cancelled = await markCancelled(trx, booking.id, cancellation, options.guarded);
  // Under the row lock the booking is still what was read; without it, the twin may get here.
  if (!cancelled) throw new AppError('booking_not_cancellable');
  await outbox.add(trx, bookingCancelledEvent(cancelled, request.alternatives));
  return cancelled;
}
