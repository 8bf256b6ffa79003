import { AppError, type Caller, isUuid, outbox } from '@moorline/kit';
import type { Kysely, Transaction } from 'kysely';
import type { BookingTables } from '../booking.tables';
import type { StayWanted } from '../bookings/stay-wanted';
import { waitlistOfferEndedEvent } from './waitlist-events';
import { changeEntryState, endOpenOffer, findOffer, type OfferRow } from './waitlist.repository';
import { assertOfferTakesStay } from './waitlist-rules';

/** One of the caller's offers; another's, or none, is `not_found` (objects not theirs are not there). */
export async function findCallersOffer(
  db: Kysely<BookingTables>,
  caller: Caller,
  offerId: string,
): Promise<OfferRow> {
  if (!isUuid(offerId)) throw new AppError('not_found');
  const offer = await findOffer(db, offerId.toLowerCase());
  if (!offer || offer.user_id !== caller.userId) throw new AppError('not_found');
  return offer;
}

/** Before a hold's transaction: the caller's offer, open, and for exactly this stay. */
export async function offerForHold(
  db: Kysely<BookingTables>,
  input: { caller: Caller; offerId: string; stay: StayWanted; now: Date },
): Promise<OfferRow> {
  const offer = await findCallersOffer(db, input.caller, input.offerId);
  assertOfferTakesStay(offer, input.stay, input.now);
  return offer;
}

/**
 * In the hold's transaction, under the buoy's lock: the offer is taken only if still open and
 * kept (database time), the entry is booked, and WaitlistOfferEnded(taken) goes to the outbox.
 */
export async function takeOffer(trx: Transaction<BookingTables>, offer: OfferRow): Promise<void> {
  const taken = await endOpenOffer(trx, offer.id, 'taken', { stillKeptOnly: true });
  if (!taken) throw new AppError('waitlist_offer_closed');
  await changeEntryState(trx, offer.entry_id, { from: ['offered'], to: 'booked' });
  await outbox.add(trx, waitlistOfferEndedEvent(taken));
}
