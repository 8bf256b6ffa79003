import { AppError, type Caller } from '@moorline/kit';
import type { Kysely, Updateable } from 'kysely';
import type { BookingTables } from '../booking.tables';
import type { BuoyDirectory } from '../bookings/buoy-at-bay';
import { resolveBrandModel, type BoatCatalog } from './boat-catalog';
import { assertChangeKeepsBookings, assertNoBookingSinceCheck } from './boat-change';
import { detailColumns } from './boat-columns';
import { checkBoatDetails, type BoatDetailsInput } from './boat-rules';
import type { BoatTable } from './boat.table';
import { isRegistrationTaken, lockLiveBoat, updateLiveBoat, type BoatRow } from './boat.repository';
import { findCallersBoat } from './get-boat';

type Db = Kysely<BookingTables>;

export interface UpdateBoatDeps {
  now: () => Date;
  catalog: BoatCatalog;
  buoys: BuoyDirectory;
  /** True only in the race test's negative twin: an edit and a new hold then cross. */
  unguardedBoatChanges?: boolean;
}

/**
 * The write, after the checks. When the change touches what bookings fixed, it takes the boat
 * for update: that waits for every hold in flight (each holds the boat shared) and makes a later
 * one see the new details and refuse; then a booking it did not check refuses the change.
 */
async function writeChange(
  db: Db,
  deps: UpdateBoatDeps,
  change: { boatId: string; values: Updateable<BoatTable>; checked: Set<string> | undefined },
) {
  const { boatId, values, checked } = change;
  if (checked === undefined || deps.unguardedBoatChanges === true) return updateLiveBoat(db, boatId, values);
  return db.transaction().execute(async (trx) => {
    if (!(await lockLiveBoat(trx, boatId, 'update'))) return undefined;
    await assertNoBookingSinceCheck(trx, boatId, checked);
    return updateLiveBoat(trx, boatId, values);
  });
}

/**
 * UpdateBoat: replaces the details of one of the caller's boats. Bookings copy name and
 * registration when made, so this never rewrites a past booking; a current or upcoming one
 * keeps the boat to its registration, and to a size and hull its buoy takes.
 */
export async function updateBoat(
  db: Db,
  deps: UpdateBoatDeps,
  input: { caller: Caller; boatId: string; details: BoatDetailsInput },
): Promise<BoatRow> {
  const boat = await findCallersBoat(db, input.caller, input.boatId);
  const details = checkBoatDetails(input.details);
  const checked = await assertChangeKeepsBookings(db, deps.buoys, { boat, details });
  const brandModel = await resolveBrandModel(deps.catalog, details.brandModel);
  const values = { ...detailColumns(details, brandModel), updated_at: deps.now() };
  const updated = await writeChange(db, deps, { boatId: boat.id, values, checked }).catch(
    (error: unknown) => {
      if (isRegistrationTaken(error)) throw new AppError('registration_exists');
      throw error;
    },
  );
  // Deleted between the read and the write.
  if (!updated) throw new AppError('not_found');
  return updated;
}
