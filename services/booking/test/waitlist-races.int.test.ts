import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { twoAtOnce } from '@moorline/deploy/src/testing/two-at-once';
import { createDatabase, createLogger } from '@moorline/kit';
import { sql, type Kysely } from 'kysely';
import type { BookingTables } from '../src/booking.tables';
import { catalogBuoys } from '../src/grpc/catalog-buoys';
import { offerInTransaction, type OfferDeps, type OfferGuards } from '../src/waitlists/offer-freed-buoy';
import { startBookingServices, type BookingServices } from './support';
import { fullBay, waiter } from './waitlist-fixtures';

// Issue 30 item 4's fairness, proved with two freeings interleaved the same way every run (the
// first decides and stays open, the second runs until it waits for a lock): two buoys freeing at
// once go to two different waiters, and one freeing is never offered to two. Each twin turns one
// guard off and drops the database rule behind it, in this file's own database, and shows the
// unfairness the guard prevents.

describe('waitlist offers made by two freeings at once', () => {
  let services: BookingServices;
  let db: Kysely<BookingTables>;
  let deps: OfferDeps;
  let bays = 0;

  beforeAll(async () => {
    services = await startBookingServices();
    db = createDatabase<BookingTables>({ url: services.bookingDatabaseUrl, maxConnections: 3 });
    deps = {
      buoys: catalogBuoys(services.catalogClient),
      now: () => new Date(),
      logger: createLogger({ service: 'waitlist-race', level: 'silent' }),
      offerSeconds: 600,
    };
  });

  afterAll(async () => {
    await db.destroy();
    await services.stop();
  });

  /** A full bay of `size` buoys, two waiters in line, and every buoy freed without an event. */
  async function freedBayWithTwoWaiters(size: number) {
    bays += 1;
    const bay = await fullBay(services, `wl-race-${bays}`, size, 46 + bays / 100);
    const first = await waiter(services, bay.bayId, bay.night);
    const second = await waiter(services, bay.bayId, bay.night);
    await services.bookingDb
      .updateTable('bookings')
      .set({ status: 'failed', failure_code: 'cancelled_by_boater' })
      .where('buoy_id', 'in', bay.buoyIds)
      .execute();
    const buoys = await Promise.all(bay.buoyIds.map((buoyId) => deps.buoys.buoyAtBayNow(buoyId)));
    return { bay, buoys, entryIds: [first.entry.entryId, second.entry.entryId] };
  }

  /** The first freeing offers `buoys[0]`, the second `buoys[1]` (or the same buoy again). */
  async function twoFreeings(
    buoys: Awaited<ReturnType<typeof freedBayWithTwoWaiters>>['buoys'],
    guards: OfferGuards,
  ) {
    let call = 0;
    await twoAtOnce(db, (trx) => {
      const buoy = buoys[Math.min(call++, buoys.length - 1)];
      if (!buoy) throw new Error('no buoy');
      return offerInTransaction(trx, { ...deps, guards }, buoy, {
        buoyId: buoy.buoyId,
        start: new Date(),
        end: null,
        cause: 'race',
      });
    });
  }

  const openOffers = (buoyIds: string[]) =>
    db
      .selectFrom('waitlist_offers')
      .select(['entry_id', 'buoy_id'])
      .where('buoy_id', 'in', buoyIds)
      .where('state', '=', 'open')
      .execute();

  /** Runs `body` with a rule of the offers table dropped, then puts it back as it was. */
  async function without(rule: string, body: () => Promise<void>) {
    const { rows } = await sql<{ definition: string; constraint: boolean }>`
      SELECT pg_get_constraintdef(oid) AS definition, true AS constraint FROM pg_constraint WHERE conname = ${rule}
      UNION ALL SELECT pg_get_indexdef(indexrelid::regclass), false FROM pg_index WHERE indexrelid::regclass::text = ${rule}`.execute(
      db,
    );
    const [found] = rows;
    if (!found) throw new Error(`no rule ${rule}`);
    if (found.constraint) await sql`ALTER TABLE waitlist_offers DROP CONSTRAINT ${sql.ref(rule)}`.execute(db);
    else await sql`DROP INDEX ${sql.ref(rule)}`.execute(db);
    try {
      await body();
    } finally {
      await db
        .updateTable('waitlist_offers')
        .set({ state: 'withdrawn' })
        .where('state', '=', 'open')
        .execute();
      if (found.constraint)
        await sql`ALTER TABLE waitlist_offers ADD CONSTRAINT ${sql.ref(rule)} ${sql.raw(found.definition)}`.execute(
          db,
        );
      else await sql.raw(found.definition).execute(db);
    }
  }

  const guarded = { buoyLock: true, entryClaim: true };

  it('when two buoys free at once, then they go to two different waiters', async () => {
    const { buoys, entryIds } = await freedBayWithTwoWaiters(2);
    await twoFreeings(buoys, guarded);
    const offers = await openOffers(buoys.map((buoy) => buoy.buoyId));
    expect(offers.map((offer) => offer.entry_id).sort()).toEqual([...entryIds].sort());
  });

  it('when two buoys free at once without the entry’s claim and its unique index (negative twin), then one waiter gets both', async () => {
    await without('waitlist_offers_one_open_per_entry', async () => {
      const { buoys, entryIds } = await freedBayWithTwoWaiters(2);
      await twoFreeings(buoys, { ...guarded, entryClaim: false });
      const offers = await openOffers(buoys.map((buoy) => buoy.buoyId));
      expect(offers.map((offer) => offer.entry_id)).toEqual([entryIds[0], entryIds[0]]);
    });
  });

  it('when one buoy is freed twice at once, then it is offered to one waiter only', async () => {
    const { buoys, entryIds } = await freedBayWithTwoWaiters(1);
    await twoFreeings(buoys, guarded);
    const offers = await openOffers(buoys.map((buoy) => buoy.buoyId));
    expect(offers.map((offer) => offer.entry_id)).toEqual([entryIds[0]]);
  });

  it('when one buoy is freed twice at once without the buoy’s lock and its exclusion constraint (negative twin), then two waiters are offered it', async () => {
    await without('waitlist_offers_buoy_no_overlap', async () => {
      const { buoys, entryIds } = await freedBayWithTwoWaiters(1);
      await twoFreeings(buoys, { ...guarded, buoyLock: false });
      const offers = await openOffers(buoys.map((buoy) => buoy.buoyId));
      expect(offers.map((offer) => offer.entry_id).sort()).toEqual([...entryIds].sort());
    });
  });
});
