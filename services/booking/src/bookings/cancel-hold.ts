import { AppError, outbox, type Caller } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { BookingTables } from '../booking.tables';
import { bookingFailedEvent } from '../events/booking-events';
import { changeStatus, findBooking, type BookingRow } from './booking.repository';
import { findCallersBooking } from './find-callers-booking';

/**
 * CancelHold: the boater gives up before paying (`/bookings/cancel`); the buoy is free at once
 * and BookingFailed (`cancelled_by_boater`) tells catalog and payment. Cancelling again answers
 * the cancelled booking; a paid or lapsed one cannot be cancelled (no cancellations, spec §1).
 */
export async function cancelHold(
  db: Kysely<BookingTables>,
  input: { caller: Caller; bookingId: string },
): Promise<BookingRow> {
  const booking = await findCallersBooking(db, input.caller, input.bookingId);
  const cancelled = await db.transaction().execute(async (trx) => {
    const changed = await changeStatus(trx, booking.id, {
      from: 'held',
      to: 'failed',
      failureCode: 'cancelled_by_boater',
    });
    if (changed) await outbox.add(trx, bookingFailedEvent(changed));
    return changed;
  });
  if (cancelled) return cancelled;
  // Another request may have cancelled it first: the same outcome, answered again.
  const current = await findBooking(db, booking.id);
  if (current?.status === 'failed' && current.failure_code === 'cancelled_by_boater') return current;
  throw new AppError('hold_not_active');
}
