import { AppError, isUuid, requireBayAccess, type Caller, type Logger } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { BookingTables } from '../booking.tables';
import { boatFitOf } from '../bookings/boat-fit';
import type { BookingRow } from '../bookings/booking.repository';
import type { BuoyDirectory } from '../bookings/buoy-at-bay';
import { cancelConfirmed } from '../bookings/cancel-confirmed';
import {
  datesStillAhead,
  operatorCancellation,
  operatorCancelNote,
  operatorCancelReason,
  operatorMayCancel,
} from '../bookings/cancellation-rules';
import { holdAlternatives } from '../bookings/hold-alternatives';
import type { Alternative } from '../bookings/hold-refused';
import { findBookingWithBoat } from './move-booking.repository';

export interface CancelBayBookingInput {
  caller: Caller;
  bayId: string;
  bookingId: string;
  reason: string;
  note: string;
}

type Deps = { now: () => Date; buoys: BuoyDirectory; logger: Logger };
type BookingWithBoat = NonNullable<Awaited<ReturnType<typeof findBookingWithBoat>>>;

/**
 * Free buoys that take the boat for the same stay, the same bay's first, as a refused hold offers
 * them (issue 30 item 2: the boater's email offers them), from today for a stay under way. The
 * booking still holds its own buoy, which is left out all the same: it may be the broken one.
 */
async function alternativesFor(
  db: Kysely<BookingTables>,
  deps: Deps,
  { booking, boat }: BookingWithBoat,
): Promise<Alternative[]> {
  const found = await holdAlternatives(db, deps, {
    buoy: { buoyId: booking.buoy_id, bay: { bayId: booking.bay_id } },
    boat: boatFitOf(boat),
    stay: {
      buoyId: booking.buoy_id,
      boatId: booking.boat_id,
      kind: booking.stay_kind,
      ...datesStillAhead(booking, deps.now()),
      dayHours: 0,
      extras: { mooringAssistance: booking.mooring_assistance, trashCollection: booking.trash_collection },
    },
  });
  return found.filter((alternative) => alternative.buoyId !== booking.buoy_id);
}

/**
 * CancelBayBooking (issue 30 item 2): the bay's staff who run the buoys cancel a paid booking
 * that has not ended (weather, a broken buoy). The refund is always all that was paid.
 * Alternatives are found first (catalog is a network call); then one transaction locks the
 * booking, decides at the database's clock, cancels it and writes BookingCancelled.
 */
export async function cancelBayBooking(
  db: Kysely<BookingTables>,
  deps: Deps,
  input: CancelBayBookingInput,
): Promise<BookingRow> {
  requireBayAccess(input.caller, input.bayId, 'operate');
  const reason = operatorCancelReason(input.reason);
  const note = operatorCancelNote(input.note);
  if (!isUuid(input.bookingId)) throw new AppError('not_found');
  const found = await findBookingWithBoat(db, input.bookingId.toLowerCase());
  if (!found || found.booking.bay_id !== input.bayId) throw new AppError('not_found');
  if (found.booking.status === 'cancelled') return found.booking;
  if (!operatorMayCancel(found.booking, deps.now())) throw new AppError('booking_not_cancellable');
  const alternatives = await alternativesFor(db, deps, found);
  const decide = operatorCancellation(reason, note);
  return db
    .transaction()
    .execute((trx) => cancelConfirmed(trx, { bookingId: found.booking.id, decide, alternatives }));
}
