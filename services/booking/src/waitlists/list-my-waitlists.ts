import type { Caller } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { BookingTables } from '../booking.tables';
import { findLiveEntriesOf, findOpenOfferOfEntry, type EntryRow, type OfferRow } from './waitlist.repository';

export type ListedEntry = EntryRow & { place_in_line: number; offer: OfferRow | undefined };

/** ListMyWaitlists: the caller's waiting and offered entries, nearest stay first, offers attached. */
export async function listMyWaitlists(
  db: Kysely<BookingTables>,
  input: { caller: Caller },
): Promise<ListedEntry[]> {
  const entries = await findLiveEntriesOf(db, input.caller.userId);
  return Promise.all(
    entries.map(async (entry) => ({
      ...entry,
      offer: entry.state === 'offered' ? await findOpenOfferOfEntry(db, entry.id) : undefined,
    })),
  );
}
