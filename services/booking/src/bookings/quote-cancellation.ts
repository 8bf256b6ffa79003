import type { CancellationPolicy } from '@moorline/contracts';
import { AppError, type Caller } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { BookingTables } from '../booking.tables';
import type { BookingRow } from './booking.repository';
import { databaseNow } from './cancellation.repository';
import { boaterMayCancel, boaterRefund } from './cancellation-rules';
import { findCallersBooking } from './find-callers-booking';

export interface CancellationQuote {
  booking: BookingRow;
  refundMinor: number;
  freeUntil: Date;
  policy: CancellationPolicy;
}

/**
 * QuoteCancellation (issue 30 item 2): what cancelling one of the caller's paid bookings would
 * refund now, by the policy kept with the booking and the database's clock, so the page shows
 * the figure CancelBooking will check.
 */
export async function quoteCancellation(
  db: Kysely<BookingTables>,
  input: { caller: Caller; bookingId: string },
): Promise<CancellationQuote> {
  const booking = await findCallersBooking(db, input.caller, input.bookingId);
  const now = await databaseNow(db);
  if (!boaterMayCancel(booking, now)) throw new AppError('booking_not_cancellable');
  const refund = boaterRefund(booking, now);
  return {
    booking,
    refundMinor: refund.refundCents,
    freeUntil: refund.freeUntil,
    policy: booking.cancellation_policy,
  };
}
