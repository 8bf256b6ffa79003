import { violatedConstraint } from '@moorline/kit';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { BookingTables } from '../booking.tables';
import type { BoatTable } from './boat.table';

type Db = Kysely<BookingTables>;

export type BoatRow = Selectable<BoatTable>;

/** Inserts a boat unless the owner already used its idempotency key; undefined then. */
export function insertBoatOnce(db: Db, boat: Insertable<BoatTable>) {
  return db
    .insertInto('boats')
    .values(boat)
    .onConflict((conflict) => conflict.columns(['owner_user_id', 'idempotency_key']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** The boat an owner created under an idempotency key, deleted or not. */
export function findBoatByKey(db: Db, ownerUserId: string, idempotencyKey: string) {
  return db
    .selectFrom('boats')
    .selectAll()
    .where('owner_user_id', '=', ownerUserId)
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
}

/** A boat that is not deleted, whoever owns it: the caller's check is the use case's. */
export function findLiveBoat(db: Db, boatId: string) {
  return db
    .selectFrom('boats')
    .selectAll()
    .where('id', '=', boatId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** An owner's live boats, newest first. */
export function findLiveBoatsOf(db: Db, ownerUserId: string) {
  return db
    .selectFrom('boats')
    .selectAll()
    .where('owner_user_id', '=', ownerUserId)
    .where('deleted_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

export function updateLiveBoat(db: Db, boatId: string, values: Updateable<BoatTable>) {
  return db
    .updateTable('boats')
    .set(values)
    .where('id', '=', boatId)
    .where('deleted_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

export function softDeleteBoat(db: Db, boatId: string, now: Date) {
  return db
    .updateTable('boats')
    .set({ deleted_at: now, updated_at: now })
    .where('id', '=', boatId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** True for the unique violation of a registration already in the owner's live fleet. */
export function isRegistrationTaken(error: unknown): boolean {
  return violatedConstraint(error) === 'boats_live_registration_unique';
}

/**
 * Locks a live boat for the rest of the transaction: shared by holds (many may name one boat),
 * exclusive for a delete or an edit, so neither lands under a hold being written. The row as
 * locked (its latest committed version), or undefined when the boat is gone.
 */
export function lockLiveBoat(db: Db, boatId: string, mode: 'share' | 'update' = 'share') {
  const query = db.selectFrom('boats').selectAll().where('id', '=', boatId).where('deleted_at', 'is', null);
  return (mode === 'share' ? query.forShare() : query.forUpdate()).executeTakeFirst();
}
