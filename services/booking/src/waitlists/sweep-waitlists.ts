import { outbox } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { BookingTables } from '../booking.tables';
import { waitlistOfferEndedEvent } from './waitlist-events';
import { changeEntryState, endPassedEntries, lapseOverdueOffers } from './waitlist.repository';

/** Offers lapsed per transaction: a storm's backlog in a few batches, each with short locks. */
export const OFFER_LAPSE_BATCH_SIZE = 500;

/**
 * The waitlist sweeper, beside the hold sweeper: lapses every offer past its 10 minutes, each
 * entry back in line (it is not offered that buoy again) and WaitlistOfferEnded(lapsed) to the
 * outbox in the same transaction; the offer engine, hearing it, gives the buoy to the next in
 * line. Then entries whose night or day has passed end. Replicas skip each other's locked rows.
 */
export async function sweepWaitlistsNow(
  db: Kysely<BookingTables>,
  batchSize: number = OFFER_LAPSE_BATCH_SIZE,
): Promise<{ lapsed: number; ended: number }> {
  let lapsed = 0;
  for (;;) {
    const batch = await db.transaction().execute(async (trx) => {
      const offers = await lapseOverdueOffers(trx, { limit: batchSize });
      for (const offer of offers)
        await changeEntryState(trx, offer.entry_id, { from: ['offered'], to: 'waiting' });
      await outbox.add(trx, ...offers.map(waitlistOfferEndedEvent));
      return offers.length;
    });
    lapsed += batch;
    if (batch < batchSize) break;
  }
  return { lapsed, ended: await endPassedEntries(db) };
}
