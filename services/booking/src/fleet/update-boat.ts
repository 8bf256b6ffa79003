import { AppError, type Caller } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { BookingTables } from '../booking.tables';
import type { BuoyDirectory } from '../bookings/buoy-at-bay';
import { resolveBrandModel, type BoatCatalog } from './boat-catalog';
import { assertChangeKeepsBookings } from './boat-change';
import { detailColumns } from './boat-columns';
import { checkBoatDetails, type BoatDetailsInput } from './boat-rules';
import { isRegistrationTaken, updateLiveBoat, type BoatRow } from './boat.repository';
import { findCallersBoat } from './get-boat';

type Db = Kysely<BookingTables>;

/**
 * UpdateBoat: replaces the details of one of the caller's boats. Bookings copy name and
 * registration when made, so this never rewrites a past booking; a current or upcoming one
 * keeps the boat to its registration, and to a size and hull its buoy takes.
 */
export async function updateBoat(
  db: Db,
  deps: { now: () => Date; catalog: BoatCatalog; buoys: BuoyDirectory },
  input: { caller: Caller; boatId: string; details: BoatDetailsInput },
): Promise<BoatRow> {
  const boat = await findCallersBoat(db, input.caller, input.boatId);
  const details = checkBoatDetails(input.details);
  await assertChangeKeepsBookings(db, deps.buoys, { boat, details });
  const brandModel = await resolveBrandModel(deps.catalog, details.brandModel);
  const updated = await updateLiveBoat(db, boat.id, {
    ...detailColumns(details, brandModel),
    updated_at: deps.now(),
  }).catch((error: unknown) => {
    if (isRegistrationTaken(error)) throw new AppError('registration_exists');
    throw error;
  });
  // Deleted between the read and the write.
  if (!updated) throw new AppError('not_found');
  return updated;
}
