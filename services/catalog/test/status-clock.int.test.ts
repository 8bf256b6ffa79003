import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { catalogV1, eventsV1 } from '@moorline/contracts';
import { twoAtOnce } from '@moorline/deploy/src/testing/two-at-once';
import { sql, type Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { CatalogTables } from '../src/catalog.tables';
import type { OccupancyState } from '../src/occupancy/booking-occupancy.table';
import { sweepStatusClock, type SweepOptions } from '../src/occupancy/status-clock';
import { insertBay, startCatalog, waitFor, type RunningCatalog } from './support';

const minute = 60_000;
const fromNow = (minutes: number) => new Date(Date.now() + minutes * minute);
type Buoy = { id: string; bay_id: string };

/** A booking as the projection holds it, written directly: the clock reads only this table. */
async function occupy(
  db: Kysely<CatalogTables>,
  buoy: Buoy,
  start: Date,
  end: Date,
  state: OccupancyState = 'confirmed',
) {
  await db
    .insertInto('booking_occupancies')
    .values({
      booking_id: randomUUID(),
      version: 1,
      state,
      bay_id: buoy.bay_id,
      buoy_id: buoy.id,
      period: sql<string>`tstzrange(${start}, ${end}, '[)')`,
    })
    .execute();
}

async function announced(db: Kysely<CatalogTables>, buoy: Buoy) {
  const rows = await db
    .selectFrom('outbox')
    .select('payload')
    .where('event_type', '=', eventsV1.BuoyStatusChanged.$type)
    .where('aggregate_id', '=', buoy.id)
    .orderBy('id')
    .execute();
  return rows.map((row) => eventsV1.BuoyStatusChanged.decode(row.payload));
}

describe('status clock', () => {
  let catalog: RunningCatalog;
  let buoys: Buoy[];
  const buoy = (index: number): Buoy => {
    const found = buoys[index];
    if (!found) throw new Error(`no buoy ${index}`);
    return found;
  };
  const sweep = (options?: SweepOptions) =>
    catalog.db.transaction().execute((trx) => sweepStatusClock(trx, options));

  beforeAll(async () => {
    // The service's own clock job waits an hour: the tests sweep by hand.
    catalog = await startCatalog();
    const bay = await insertBay(catalog.db, {
      slug: 'clock-bay',
      lat: 43.3,
      lon: 16.3,
      buoys: Array.from({ length: 8 }, () => ({ kind: 'digital' as const })),
    });
    buoys = bay.buoys;
  });

  afterAll(() => catalog.stop());

  // Every test looks back over the last hour.
  beforeEach(() => sql`UPDATE status_clock SET swept_until = now() - interval '1 hour'`.execute(catalog.db));

  it('when bookings began or ended since the last sweep, then each of those buoys announces its status now, once', async () => {
    const end = fromNow(120);
    await occupy(catalog.db, buoy(0), fromNow(-30), end); // began: booked now
    await occupy(catalog.db, buoy(1), fromNow(-180), fromNow(-20)); // ended: free now
    await occupy(catalog.db, buoy(2), fromNow(60), fromNow(180)); // still to come
    await occupy(catalog.db, buoy(3), fromNow(-180), fromNow(-10)); // one ends, the next begins
    const next = fromNow(60);
    await occupy(catalog.db, buoy(3), fromNow(-10), next);
    await occupy(catalog.db, buoy(4), fromNow(-30), fromNow(120), 'expired'); // never occupied

    expect(await sweep()).toBe(3);

    const [began] = await announced(catalog.db, buoy(0));
    expect(began).toMatchObject({ status: catalogV1.BuoyStatus.BUOY_STATUS_BOOKED, bookedUntil: end });
    expect((await announced(catalog.db, buoy(1))).map((event) => event.status)).toEqual([
      catalogV1.BuoyStatus.BUOY_STATUS_AVAILABLE,
    ]);
    expect(await announced(catalog.db, buoy(2))).toEqual([]);
    const [handedOver] = await announced(catalog.db, buoy(3));
    expect(handedOver).toMatchObject({ status: catalogV1.BuoyStatus.BUOY_STATUS_BOOKED, bookedUntil: next });
    expect(await announced(catalog.db, buoy(4))).toEqual([]);

    // The clock moved on: nothing is announced twice.
    expect(await sweep()).toBe(0);
  });

  /** Two replicas sweep at once: A has swept and not committed when B starts. */
  async function sweepTwiceAtOnce(options: SweepOptions): Promise<number> {
    const target = buoy(5 + (options.lockClock ? 0 : 1));
    await occupy(catalog.db, target, fromNow(-15), fromNow(120));
    const outcomes = await twoAtOnce(catalog.db, (trx) => sweepStatusClock(trx, options));
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
    return (await announced(catalog.db, target)).length;
  }

  it('when two replicas sweep at once, then each change is announced once', async () => {
    expect(await sweepTwiceAtOnce({ lockClock: true })).toBe(1);
  });

  it('when the clock row is not locked (negative twin), then both replicas announce the same change', async () => {
    expect(await sweepTwiceAtOnce({ lockClock: false })).toBe(2);
  });
});

describe('status clock job', () => {
  let catalog: RunningCatalog;

  beforeAll(async () => {
    catalog = await startCatalog({ STATUS_CLOCK_INTERVAL_MS: 500 });
  });

  afterAll(() => catalog.stop());

  it('when a booking begins, then the running service announces the buoy booked without any event', async () => {
    const bay = await insertBay(catalog.db, {
      slug: 'clock-job-bay',
      lat: 43.4,
      lon: 16.4,
      buoys: [{ kind: 'digital' }],
    });
    const [buoy] = bay.buoys;
    if (!buoy) throw new Error('fixture');
    await occupy(catalog.db, buoy, fromNow(1 / 60), fromNow(120));
    // The sweep stays a few seconds behind now, so this takes some seconds.
    await waitFor(async () => (await announced(catalog.db, buoy)).length === 1, 20_000);
    const [booked] = await announced(catalog.db, buoy);
    expect(booked?.status).toBe(catalogV1.BuoyStatus.BUOY_STATUS_BOOKED);
  });
});
