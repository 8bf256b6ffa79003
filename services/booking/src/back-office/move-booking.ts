import { AppError, isUuid, outbox, requireBayAccess, violatedConstraint, type Caller } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { BookingTables } from '../booking.tables';
import { boatFitOf } from '../bookings/boat-fit';
import { expireOverdueHoldsBlocking, type BookingRow } from '../bookings/booking.repository';
import type { BuoyDirectory } from '../bookings/buoy-at-bay';
import { foldForSearch } from '../bookings/search-text';
import { assertBoatFits } from '../bookings/stay-quote';
import { bookingExpiredEvent, bookingMovedEvent } from '../events/booking-events';
import { findBookingWithBoat, moveToBuoy } from './move-booking.repository';

export interface MoveBookingInput {
  caller: Caller;
  bayId: string;
  bookingId: string;
  buoyId: string;
}

export interface MovedBooking {
  booking: BookingRow;
  previous: { buoyId: string; label: string };
}

/** Held and waiting, or confirmed, and not over: the bookings staff may still move. */
function movable(booking: BookingRow, now: Date): boolean {
  if (booking.period_end <= now) return false;
  return booking.status === 'confirmed' || (booking.status === 'held' && booking.hold_expires_at > now);
}

/**
 * MoveBooking (issue 15 item 7): the bay's staff put a held or confirmed booking at another buoy
 * of the same bay, e.g. to take its buoy out of service. Catalog's buoy is checked first (no
 * network call inside the transaction); then one transaction lapses overdue holds in the way,
 * moves the booking and writes BookingMoved. The buoy's exclusion constraint decides a race:
 * the loser is `buoy_already_booked`.
 */
export async function moveBooking(
  db: Kysely<BookingTables>,
  deps: { now: () => Date; buoys: BuoyDirectory },
  input: MoveBookingInput,
): Promise<MovedBooking> {
  requireBayAccess(input.caller, input.bayId, 'operate');
  if (!isUuid(input.bookingId) || !isUuid(input.buoyId)) throw new AppError('not_found');
  const found = await findBookingWithBoat(db, input.bookingId.toLowerCase());
  if (!found || found.booking.bay_id !== input.bayId) throw new AppError('not_found');
  const { booking, boat } = found;
  if (!movable(booking, deps.now())) throw new AppError('booking_not_movable');
  const target = await deps.buoys.buoyAtBay(input.buoyId.toLowerCase());
  if (target.bay.bayId !== booking.bay_id) throw new AppError('not_found');
  if (target.buoyId === booking.buoy_id)
    throw new AppError('invalid_request', 'The booking is at this buoy already');
  if (!target.digital || !target.usable) throw new AppError('buoy_not_available');
  assertBoatFits(target, boatFitOf(boat));
  const previous = { buoyId: booking.buoy_id, label: booking.buoy_label };
  try {
    return await db.transaction().execute(async (trx) => {
      const now = deps.now();
      const lapsed = await expireOverdueHoldsBlocking(trx, {
        buoyId: target.buoyId,
        boatId: booking.boat_id,
        start: booking.period_start,
        end: booking.period_end,
      });
      const moved = await moveToBuoy(trx, {
        bookingId: booking.id,
        buoyId: target.buoyId,
        buoyLabel: target.label,
        searchText: foldForSearch(`${booking.bay_name} ${target.label} ${booking.registration_number}`),
        now,
      });
      if (!moved) throw new AppError('booking_not_movable');
      await outbox.add(trx, ...lapsed.map(bookingExpiredEvent), bookingMovedEvent(moved, previous));
      return { booking: moved, previous };
    });
  } catch (error) {
    if (violatedConstraint(error) === 'bookings_buoy_no_overlap') throw new AppError('buoy_already_booked');
    throw error;
  }
}
