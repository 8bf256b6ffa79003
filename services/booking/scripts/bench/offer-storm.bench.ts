import { eventsV1 } from '@moorline/contracts';
import { CannotMeasure } from '@moorline/deploy/src/bench/figures';
import { valueFigure, type Figure } from '@moorline/deploy/src/bench/report';
import { createLogger } from '@moorline/kit';
import { sql, type Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { BookingTables } from '../../src/booking.tables';
import { periodRange } from '../../src/bookings/booking.repository';
import { buoyAtBay } from '../../src/bookings/buoy-at-bay.fixture';
import type { BuoyAtBay } from '../../src/bookings/buoy-at-bay';
import { offerFreedBuoy } from '../../src/waitlists/offer-freed-buoy';

export const FREED_BUOYS = 100;
/** More waiters than buoys: the line is never the limit, fairness is. */
const WAITERS = 150;
/** Each freeing arrives twice, as a redelivery would bring it. */
const DELIVERIES = 2;

/** One bay's line: entries for tomorrow's night, in joining order a millisecond apart. */
async function seedLine(db: Kysely<BookingTables>, bayId: string, period: { start: Date; end: Date }) {
  await sql`
    INSERT INTO waitlist_entries (user_id, boater_email, language, bay_id, bay_slug, bay_name, time_zone, stay_kind,
                                  from_date, to_date, period, boat_id, boat_name, loa_cm, multihull, joined_at)
    SELECT gen_random_uuid(), 'waiter' || n || '@bench.example', 'en', ${bayId}, 'bench-bay', 'Bench bay',
           'Europe/Zagreb', 'night', ${period.start}::date, ${period.end}::date,
           ${periodRange(period.start, period.end)}::tstzrange, gen_random_uuid(), 'Bench ' || n, 1200, false,
           now() + n * interval '1 millisecond'
      FROM generate_series(1, ${WAITERS}) AS n`.execute(db);
}

async function countsAfter(db: Kysely<BookingTables>) {
  const { rows } = await sql<{ buoys: number; least: number; most: number; waiters: number; events: number }>`
    SELECT (SELECT count(DISTINCT buoy_id)::int FROM waitlist_offers) AS buoys,
           (SELECT coalesce(min(n), 0)::int FROM (SELECT count(*) AS n FROM waitlist_offers GROUP BY buoy_id) per) AS least,
           (SELECT coalesce(max(n), 0)::int FROM (SELECT count(*) AS n FROM waitlist_offers GROUP BY buoy_id) per) AS most,
           (SELECT count(DISTINCT entry_id)::int FROM waitlist_offers) AS waiters,
           (SELECT count(*)::int FROM outbox WHERE event_type = ${eventsV1.WaitlistOfferMade.$type}) AS events`.execute(
    db,
  );
  const [counts] = rows;
  if (!counts) throw new CannotMeasure('waitlist storm: no counts');
  return counts;
}

/**
 * Issue 30 item 7: a storm of 100 buoys freeing at once at one bay, each freeing delivered twice
 * at the same moment, through the offer engine as its consumer runs it. Every freed buoy must be
 * offered exactly once, to as many different waiters, with one WaitlistOfferMade each.
 */
export async function benchOfferStorm(db: Kysely<BookingTables>): Promise<Figure[]> {
  const bayId = randomUUID();
  const start = new Date(Date.now() + 24 * 3_600_000);
  const period = { start, end: new Date(start.getTime() + 22 * 3_600_000) };
  await seedLine(db, bayId, period);
  const buoys = new Map<string, BuoyAtBay>();
  for (let n = 1; n <= FREED_BUOYS; n += 1) {
    const buoy = buoyAtBay({ buoyId: randomUUID(), label: String(n) }, { bayId });
    buoys.set(buoy.buoyId, buoy);
  }
  const deps = {
    buoys: { buoyAtBayNow: (buoyId: string) => Promise.resolve(buoys.get(buoyId) ?? buoyAtBay()) },
    now: () => new Date(),
    logger: createLogger({ service: 'bench', level: 'silent' }),
    offerSeconds: 600,
  };
  const deliveries = [...buoys.keys()].flatMap((buoyId) => {
    const eventId = randomUUID();
    return Array.from({ length: DELIVERIES }, () => ({ buoyId, eventId }));
  });
  const begun = performance.now();
  await Promise.all(
    deliveries.map(({ buoyId, eventId }) =>
      offerFreedBuoy(db, deps, {
        buoyId,
        ...period,
        cause: 'bench',
        processed: { consumer: 'bench.offer-storm', eventId },
      }),
    ),
  );
  const seconds = (performance.now() - begun) / 1000;
  const counts = await countsAfter(db);
  const notes = [
    `${FREED_BUOYS} buoys freed, each delivered ${DELIVERIES}×, ${WAITERS} waiters in line`,
    `offers per buoy: least ${counts.least}, most ${counts.most}; buoys offered ${counts.buoys}`,
    `different waiters offered ${counts.waiters}; WaitlistOfferMade in the outbox ${counts.events}`,
  ];
  return [
    valueFigure({
      id: 'WL',
      what: `waitlist: offers sent per freed buoy, storm of ${FREED_BUOYS} frees (exactly 1 each)`,
      measured: { value: counts.events / FREED_BUOYS, unit: 'offers/buoy' },
      bound:
        counts.least === 1 && counts.most === 1 && counts.waiters === FREED_BUOYS
          ? { atMost: 1, atLeast: 1 }
          : { atMost: 0 },
      notes,
    }),
    valueFigure({
      id: 'WL',
      what: `waitlist: the storm of ${FREED_BUOYS * DELIVERIES} deliveries offered and announced`,
      measured: { value: seconds, unit: 's' },
      bound: { atMost: 5 },
    }),
  ];
}
