import { AppError, type Caller } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { BookingTables } from '../booking.tables';
import { softDeleteBoat } from './boat.repository';
import { findCallersBoat } from './get-boat';

type Db = Kysely<BookingTables>;

/**
 * DeleteBoat: takes a boat out of the caller's fleet. The row stays (deleted_at) for the
 * bookings that will name it. The refusal while a current or upcoming booking names the boat
 * comes with the bookings table (README, "DeleteBoat").
 */
export async function deleteBoat(
  db: Db,
  deps: { now: () => Date },
  input: { caller: Caller; boatId: string },
): Promise<void> {
  const boat = await findCallersBoat(db, input.caller, input.boatId);
  const deleted = await softDeleteBoat(db, boat.id, deps.now());
  if (deleted.numUpdatedRows === 0n) throw new AppError('not_found');
}
