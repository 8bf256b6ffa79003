import { AppError, type Caller, checkIdempotencyKey, replayOf } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { BookingTables } from '../booking.tables';
import { resolveBrandModel, type BoatCatalog } from './boat-catalog';
import { detailColumns, detailsDigest } from './boat-columns';
import { checkBoatDetails, type BoatDetailsInput } from './boat-rules';
import { findBoatByKey, insertBoatOnce, isRegistrationTaken, type BoatRow } from './boat.repository';

type Db = Kysely<BookingTables>;

export interface CreateBoatInput {
  caller: Caller;
  idempotencyKey: string;
  details: BoatDetailsInput;
}

/**
 * CreateBoat: adds a boat to the caller's fleet once per idempotency key. Two retries racing
 * are settled by the (owner, key) unique constraint: the loser reads the winner's boat.
 */
export async function createBoat(
  db: Db,
  deps: { now: () => Date; catalog: BoatCatalog },
  input: CreateBoatInput,
): Promise<BoatRow> {
  const ownerUserId = input.caller.userId;
  const idempotencyKey = checkIdempotencyKey(input.idempotencyKey);
  const details = checkBoatDetails(input.details);
  const digest = detailsDigest(details);
  const earlier = await findBoatByKey(db, ownerUserId, idempotencyKey);
  if (earlier) return replayOf(earlier, digest);
  const brandModel = await resolveBrandModel(deps.catalog, details.brandModel);
  const now = deps.now();
  const inserted = await insertBoatOnce(db, {
    owner_user_id: ownerUserId,
    ...detailColumns(details, brandModel),
    idempotency_key: idempotencyKey,
    request_digest: digest,
    created_at: now,
    updated_at: now,
  }).catch((error: unknown) => {
    // A racing retry of this very request may hold the registration: read its boat below.
    if (isRegistrationTaken(error)) return undefined;
    throw error;
  });
  if (inserted) return inserted;
  const winner = await findBoatByKey(db, ownerUserId, idempotencyKey);
  if (!winner) throw new AppError('registration_exists');
  return replayOf(winner, digest);
}
