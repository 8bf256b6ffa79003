import { AppError, type Caller, isUuid, outbox } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { BookingTables } from '../booking.tables';
import { waitlistOfferEndedEvent } from './waitlist-events';
import {
  changeEntryState,
  endOpenOffer,
  findEntry,
  findOpenOfferOfEntry,
  type EntryRow,
} from './waitlist.repository';

type Db = Kysely<BookingTables>;

/** One of the caller's entries; another's, or none, is `not_found`. */
export async function findCallersEntry(db: Db, caller: Caller, entryId: string): Promise<EntryRow> {
  if (!isUuid(entryId)) throw new AppError('not_found');
  const entry = await findEntry(db, entryId.toLowerCase());
  if (!entry || entry.user_id !== caller.userId) throw new AppError('not_found');
  return entry;
}

/**
 * LeaveWaitlist (issue 30 item 4): the entry leaves the line; an offer open to it is withdrawn
 * in the same transaction, and WaitlistOfferEnded(withdrawn) makes the offer engine give the buoy
 * to the next in line. Leaving again, or an entry already done, answers the entry as it is.
 */
export async function leaveWaitlist(db: Db, input: { caller: Caller; entryId: string }): Promise<EntryRow> {
  const entry = await findCallersEntry(db, input.caller, input.entryId);
  const left = await db.transaction().execute(async (trx) => {
    const changed = await changeEntryState(trx, entry.id, { from: ['waiting', 'offered'], to: 'left' });
    if (!changed) return undefined;
    const open = await findOpenOfferOfEntry(trx, entry.id);
    const withdrawn = open ? await endOpenOffer(trx, open.id, 'withdrawn') : undefined;
    if (withdrawn) await outbox.add(trx, waitlistOfferEndedEvent(withdrawn));
    return changed;
  });
  return left ?? (await findCallersEntry(db, input.caller, entry.id));
}
