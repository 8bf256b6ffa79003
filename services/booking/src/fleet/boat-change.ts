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

/**
 * Issue 26 item 3: a boat with a current or upcoming booking (confirmed, or held and waiting)
 * keeps what that booking was made for. Its registration stays the one the booking names (the
 * bay's staff check the boat by it), and a new length or hull kind must still fit the booked
 * buoy and bay; otherwise the change is `boat_change_breaks_booking`. Catalog's buoys are read
 * before any transaction (ARCHITECTURE §4).
 */
export async function assertChangeKeepsBookings(
  db: Kysely<BookingTables>,
  buoys: BuoyDirectory,
  change: { boat: BoatRow; details: CheckedBoatDetails },
): Promise<void> {
  const { boat, details } = change;
  const sizeOrHullChanged = boat.loa_cm !== details.loaCm || boat.boat_type !== details.type;
  if (!sizeOrHullChanged && boat.registration_number === details.registrationNumber) return;
  const bookings = await findLiveBookingsOfBoat(db, boat.id);
  if (bookings.some((booking) => booking.registration_number !== details.registrationNumber))
    throw new AppError('boat_change_breaks_booking');
  if (!sizeOrHullChanged) return;
  const buoyIds = bookings.map((booking) => booking.buoy_id);
  if (!(await fitsEveryBuoy(buoys, buoyIds, details))) throw new AppError('boat_change_breaks_booking');
}
