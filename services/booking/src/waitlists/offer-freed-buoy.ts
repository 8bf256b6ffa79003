import { AppError, outbox, type Logger } from '@moorline/kit';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { BookingTables } from '../booking.tables';
import { findTakenBuoys } from '../bookings/booking.repository';
import type { BuoyAtBay, BuoyDirectory } from '../bookings/buoy-at-bay';
import { waitlistOfferEndedEvent, waitlistOfferMadeEvent } from './waitlist-events';
import {
  changeEntryState,
  changeEntryStateUnguarded,
  claimWaitingEntry,
  insertOffer,
  lapseOverdueOffers,
  lockBuoyKeeping,
  waitingEntriesFor,
  type EntryRow,
  type OfferRow,
} from './waitlist.repository';
import { boatFitOfEntry, buoyTakesBoat } from './waitlist-rules';

type Trx = Transaction<BookingTables>;

export interface OfferDeps {
  buoys: Pick<BuoyDirectory, 'buoyAtBayNow'>;
  now: () => Date;
  logger: Logger;
  /** How long an offer keeps its buoy: WAITLIST_OFFER_MINUTES in seconds. */
  offerSeconds: number;
  /** Both on, always; only the race tests' negative twins turn one off (see OfferGuards). */
  guards?: OfferGuards;
}

/**
 * What keeps the offers fair when freeings run at once (README, waitlists). `buoyLock`: the
 * buoy's advisory lock, so two freeings of one buoy (and a hold of it) decide one after the other.
 * `entryClaim`: an entry is offered only while still waiting, and one another freeing is claiming
 * is skipped, so two buoys freeing at once go to two waiters.
 */
export interface OfferGuards {
  buoyLock: boolean;
  entryClaim: boolean;
}

const guarded: OfferGuards = { buoyLock: true, entryClaim: true };

/** A buoy free for a period (an open end: from `start` on), and what freed it, for the log. */
export interface Freeing {
  buoyId: string;
  start: Date;
  end: Date | null;
  cause: string;
  /** Set by an event consumer: the event is recorded as processed in the offers' transaction. */
  processed?: { consumer: string; eventId: string };
}

/** Records the freeing's event as applied; false when it was already, so a replay offers nothing. */
async function firstTimeApplied(trx: Trx, freeing: Freeing): Promise<boolean> {
  if (!freeing.processed) return true;
  const { rows } = await sql<{ event_id: string }>`
    INSERT INTO processed_events (consumer, event_id)
    VALUES (${freeing.processed.consumer}, ${freeing.processed.eventId})
    ON CONFLICT DO NOTHING RETURNING event_id`.execute(trx);
  return rows.length === 1;
}

/** Whether the buoy is free for the entry's stay: no live booking, kept night or open offer. */
async function freeForEntry(trx: Trx, buoyId: string, entry: EntryRow, now: Date): Promise<boolean> {
  const stay = { buoyIds: [buoyId], start: entry.period_start, end: entry.period_end };
  return !(await findTakenBuoys(trx, { ...stay, now })).has(buoyId);
}

async function offerToLine(trx: Trx, deps: OfferDeps, buoy: BuoyAtBay, freeing: Freeing) {
  const made: OfferRow[] = [];
  const line = await waitingEntriesFor(trx, {
    bayId: buoy.bay.bayId,
    buoyId: buoy.buoyId,
    start: freeing.start,
    end: freeing.end,
  });
  for (const entry of line) {
    // The buoy is kept for the periods offered already: no query needed to skip those entries.
    const keptAlready = made.some(
      (offer) => offer.period_start < entry.period_end && entry.period_start < offer.period_end,
    );
    if (keptAlready || !buoyTakesBoat(buoy, boatFitOfEntry(entry))) continue;
    if (!(await freeForEntry(trx, buoy.buoyId, entry, deps.now()))) continue;
    const offered = (deps.guards ?? guarded).entryClaim
      ? await claimWaitingEntry(trx, entry.id)
      : await changeEntryStateUnguarded(trx, entry.id, 'offered');
    if (!offered) continue;
    const offer = await insertOffer(trx, {
      entryId: entry.id,
      userId: entry.user_id,
      bayId: buoy.bay.bayId,
      buoyId: buoy.buoyId,
      buoyLabel: buoy.label,
      start: entry.period_start,
      end: entry.period_end,
      keptSeconds: deps.offerSeconds,
    });
    made.push({ ...offer, entry: offered });
  }
  return made;
}

/**
 * The offer engine (issue 30 item 4): a buoy came free for a period, so the first waiting boater
 * of its bay, in joining order, whose stay it is free for and whose boat it takes, is offered it
 * for `offerSeconds`; then the next whose stay does not overlap, and so on. Each offer and its
 * WaitlistOfferMade commit together. Under the buoy's lock no hold and no other freeing of it can
 * interleave; the entry's guarded change keeps two buoys freeing at once from one waiter.
 */
export async function offerFreedBuoy(
  db: Kysely<BookingTables>,
  deps: OfferDeps,
  freeing: Freeing,
): Promise<OfferRow[]> {
  // Fresh from catalog (outside the transaction): a buoy back in service must be seen as such.
  const buoy = await deps.buoys.buoyAtBayNow(freeing.buoyId).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'not_found') return undefined;
    throw error;
  });
  const made = await db.transaction().execute(async (trx) => {
    if (!(await firstTimeApplied(trx, freeing)) || !buoy) return [];
    return offerInTransaction(trx, deps, buoy, freeing);
  });
  if (made.length > 0)
    deps.logger.info(
      { buoyId: freeing.buoyId, cause: freeing.cause, offers: made.length },
      'waitlist offers made',
    );
  return made;
}

/**
 * The engine's transaction: under the buoy's lock, offers past their time on it lapse, then the
 * line is offered the buoy; every offer's event goes to the outbox with it.
 */
export async function offerInTransaction(
  trx: Trx,
  deps: OfferDeps,
  buoy: BuoyAtBay,
  freeing: Freeing,
): Promise<OfferRow[]> {
  if (!buoy.digital || !buoy.usable) return [];
  if ((deps.guards ?? guarded).buoyLock) await lockBuoyKeeping(trx, buoy.buoyId);
  const lapsed = await lapseOverdueOffers(trx, { buoyId: buoy.buoyId, limit: 100 });
  for (const offer of lapsed)
    await changeEntryState(trx, offer.entry_id, { from: ['offered'], to: 'waiting' });
  const offers = await offerToLine(trx, deps, buoy, freeing);
  await outbox.add(
    trx,
    ...lapsed.map(waitlistOfferEndedEvent),
    ...offers.map((offer) => waitlistOfferMadeEvent(offer, { timeZone: buoy.bay.stayTimes.timeZone })),
  );
  return offers;
}

/**
 * Issue 29's hook: when a no-show is released, its buoy is free from now to the end of the stay.
 * Not called yet; the release calls it after its own transaction commits.
 */
export function offerBuoyReleasedByNoShow(
  db: Kysely<BookingTables>,
  deps: OfferDeps,
  released: { buoyId: string; from: Date; until: Date },
): Promise<OfferRow[]> {
  return offerFreedBuoy(db, deps, {
    buoyId: released.buoyId,
    start: released.from,
    end: released.until,
    cause: 'no_show_released',
  });
}
