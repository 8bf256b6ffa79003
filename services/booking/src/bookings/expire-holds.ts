import { outbox } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { BookingTables } from '../booking.tables';
import { bookingExpiredEvent } from '../events/booking-events';
import { expireOverdueHolds } from './booking.repository';

/** Holds lapsed per transaction: big enough for a backlog, small enough to keep locks short. */
export const EXPIRY_BATCH_SIZE = 2_000;

/**
 * The sweeper (ARCHITECTURE §4): lapses every hold past its deadline, in batches, each with its
 * BookingExpired events in the same transaction. Replicas run it at once safely: a batch skips
 * rows another has locked. Resolves with how many it lapsed.
 */
export async function expireOverdueHoldsNow(
  db: Kysely<BookingTables>,
  batchSize: number = EXPIRY_BATCH_SIZE,
): Promise<number> {
  let total = 0;
  for (;;) {
    const lapsed = await db.transaction().execute(async (trx) => {
      const rows = await expireOverdueHolds(trx, batchSize);
      await outbox.add(trx, ...rows.map(bookingExpiredEvent));
      return rows.length;
    });
    total += lapsed;
    if (lapsed < batchSize) return total;
  }
}
