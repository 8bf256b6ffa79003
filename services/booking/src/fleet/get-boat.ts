import { AppError, type Caller, findOwnedOr404, isUuid } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { BookingTables } from '../booking.tables';
import { findLiveBoat, findLiveBoatsOf, type BoatRow } from './boat.repository';

type Db = Kysely<BookingTables>;

/** One of the caller's live boats; anyone else's, a deleted one or a malformed id is `not_found`. */
export async function findCallersBoat(db: Db, caller: Caller, boatId: string): Promise<BoatRow> {
  if (!isUuid(boatId)) throw new AppError('not_found');
  return findOwnedOr404(caller, await findLiveBoat(db, boatId), (boat) => boat.owner_user_id);
}

/** GetBoat. */
export function getBoat(db: Db, input: { caller: Caller; boatId: string }): Promise<BoatRow> {
  return findCallersBoat(db, input.caller, input.boatId);
}

/** ListBoats: the caller's live fleet, newest first. */
export function listBoats(db: Db, input: { caller: Caller }): Promise<BoatRow[]> {
  return findLiveBoatsOf(db, input.caller.userId);
}
