import { AppError } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { BookingTables } from '../booking.tables';
import { boatFitOf } from '../bookings/boat-fit';
import type { BuoyDirectory } from '../bookings/buoy-at-bay';
import { assertBoatFits } from '../bookings/stay-quote';
import { findLiveBookingsOfBoat } from './boat-bookings.repository';
import type { BoatRow } from './boat.repository';
import type { CheckedBoatDetails } from './boat-rules';

const fitOf = (details: CheckedBoatDetails) => boatFitOf({ loa_cm: details.loaCm, boat_type: details.type });

/** Whether the new details still fit every buoy the boat is booked at (length, hull kind). */
async function fitsEveryBuoy(buoys: BuoyDirectory, buoyIds: string[], details: CheckedBoatDetails) {
  for (const buoyId of new Set(buoyIds)) {
    try {
      assertBoatFits(await buoys.buoyAtBay(buoyId), fitOf(details));
    } catch (error) {
      if (error instanceof AppError) return false;
      throw error;
    }
  }
  return true;
}

/** What a hold checks against its buoy (length, hull) and copies (registration). */
const bookedDetails = ['loa_cm', 'boat_type', 'registration_number'] as const;

/** Whether a boat changed, since a hold read it, in what the hold checked against its buoy. */
export function bookedDetailsChanged(checked: BoatRow, locked: BoatRow): boolean {
  return bookedDetails.some((column) => checked[column] !== locked[column]);
}

/**
 * Issue 26 item 3: a boat with a current or upcoming booking (confirmed, or held and waiting)
 * keeps what that booking was made for. Its registration stays the one the booking names (the
 * bay's staff check the boat by it), and a new length or hull kind must still fit the booked
 * buoy and bay; otherwise the change is `boat_change_breaks_booking`. Catalog's buoys are read
 * before any transaction (ARCHITECTURE §4), so this answers the bookings it checked (to be
 * checked again under the boat's lock), or undefined when the change touches nothing a booking
 * fixed.
 */
export async function assertChangeKeepsBookings(
  db: Kysely<BookingTables>,
  buoys: BuoyDirectory,
  change: { boat: BoatRow; details: CheckedBoatDetails },
): Promise<Set<string> | undefined> {
  const { boat, details } = change;
  const sizeOrHullChanged = boat.loa_cm !== details.loaCm || boat.boat_type !== details.type;
  const registrationChanged = boat.registration_number !== details.registrationNumber;
  if (!sizeOrHullChanged && !registrationChanged) return undefined;
  const bookings = await findLiveBookingsOfBoat(db, boat.id);
  if (bookings.some((booking) => booking.registration_number !== details.registrationNumber))
    throw new AppError('boat_change_breaks_booking');
  const buoyIds = bookings.map((booking) => booking.buoy_id);
  if (sizeOrHullChanged && !(await fitsEveryBuoy(buoys, buoyIds, details)))
    throw new AppError('boat_change_breaks_booking');
  return new Set(bookings.map((booking) => booking.id));
}

/**
 * The edit's half of the race with a new hold, run with the boat locked for update (so every hold
 * that read the old boat has committed, or will see the new one and refuse): a booking made since
 * the check above was not checked against the new details. Refused rather than checked again,
 * as that asks catalog and would loop under a stream of holds; the boater simply tries again.
 */
export async function assertNoBookingSinceCheck(
  trx: Kysely<BookingTables>,
  boatId: string,
  checked: Set<string>,
): Promise<void> {
  const bookings = await findLiveBookingsOfBoat(trx, boatId);
  if (bookings.some((booking) => !checked.has(booking.id))) throw new AppError('boat_change_breaks_booking');
}
