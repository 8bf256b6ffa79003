import { AppError, type Caller } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { BookingTables } from '../booking.tables';
import { boatHasLiveBooking } from '../bookings/booking.repository';
import { lockLiveBoat, softDeleteBoat } from './boat.repository';
import { findCallersBoat } from './get-boat';

type Db = Kysely<BookingTables>;

/**
 * DeleteBoat: takes a boat out of the caller's fleet, unless a current or upcoming booking (or a
 * hold waiting for payment) names it. The row stays (deleted_at) for the bookings that name it;
 * they keep the name and registration they were made with. The boat is locked first, so a hold
 * being written for it either commits before the check sees it or waits and finds it gone.
 */
export async function deleteBoat(
  db: Db,
  deps: { now: () => Date },
  input: { caller: Caller; boatId: string },
): Promise<void> {
  const boat = await findCallersBoat(db, input.caller, input.boatId);
  await db.transaction().execute(async (trx) => {
    if (!(await lockLiveBoat(trx, boat.id, 'update'))) throw new AppError('not_found');
    if (await boatHasLiveBooking(trx, boat.id)) throw new AppError('boat_has_bookings');
    const deleted = await softDeleteBoat(trx, boat.id, deps.now());
    if (deleted.numUpdatedRows === 0n) throw new AppError('not_found');
  });
}
