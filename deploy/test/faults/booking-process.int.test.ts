import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bookingV1 } from '@moorline/contracts';
import { AppError, createChannel, createDatabase, createGrpcClient } from '@moorline/kit';
import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { BookingTables } from '../../../services/booking/src/booking.tables';
import { boaterWithBoat, nightStay } from '../../../services/booking/test/booking-fixtures';
import { insertBay, markPaymentAccountReady } from '../../../services/catalog/test/support';
import { createCatalogService } from '../../../services/catalog/src/catalog.service';
import type { CatalogConfig } from '../../../services/catalog/src/config';
import type { CatalogTables } from '../../../services/catalog/src/catalog.tables';
import { startServiceProcess, type ServiceProcess } from '../../src/testing/service-process';
import { generateBookingPassKeys } from '../../src/start/booking-pass-keys';
import { startServiceUnderTest, type ServiceUnderTest } from '../../src/testing/service-under-test';
import { testAccessTokens } from '../../src/testing/test-access-tokens';
import {
  createTestDatabase,
  testKafkaBrokers,
  waitFor,
  type TestDatabase,
} from '../../src/testing/test-infra';

// Issue 16 item 5, the booking service as deployed (a process of its own): stopped by a
// deployment (SIGTERM) while boaters hold buoys, and killed outright (SIGKILL). In-flight holds
// finish or are refused before they start, nothing is booked twice, every event reaches catalog
// once the service is back, and holds nobody pays lapse as usual.

const HOLDERS = 30;
const settledAnyway = () => undefined;

/**
 * A boater's app retrying a call that failed for a passing reason (the service or the catalog it
 * asks is busy or restarting), with the same idempotency key: the point of the keys.
 */
async function untilAnswered<Answer>(call: () => Promise<Answer>, tries = 6): Promise<Answer> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      const passing = error instanceof AppError && error.code === 'unavailable';
      if (!passing || attempt >= tries) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}
const HOLD_SECONDS = 8;

describe('the booking process stopped and killed under load', () => {
  const tokens = testAccessTokens();
  let catalog: ServiceUnderTest;
  let bookingDatabase: TestDatabase;
  let booking: ServiceProcess;
  let bookingDb: Kysely<BookingTables>;
  let catalogDb: Kysely<CatalogTables>;
  let buoyIds: string[];

  beforeAll(async () => {
    catalog = await startServiceUnderTest((config: CatalogConfig) => createCatalogService(config), {
      ...tokens.verifierEnv,
      SEED_DEMO_DATA: false,
      WEATHER_BASE_URL: 'http://127.0.0.1:9/v1',
      WEATHER_TIMEOUT_MS: 500,
      STATUS_CLOCK_INTERVAL_MS: 3_600_000,
    });
    bookingDatabase = await createTestDatabase();
    booking = await startServiceProcess('booking', {
      ...tokens.verifierEnv,
      BOOKING_PASS_PRIVATE_KEY: generateBookingPassKeys().BOOKING_PASS_PRIVATE_KEY,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: bookingDatabase.url,
      KAFKA_BROKERS: testKafkaBrokers().join(','),
      KAFKA_NAMESPACE: catalog.kafkaNamespace,
      CATALOG_GRPC_ADDRESS: catalog.grpcAddress,
      HOLD_SECONDS: String(HOLD_SECONDS),
      HOLD_SWEEP_INTERVAL_MS: '500',
      SHUTDOWN_GRACE_MS: '15000',
    });
    bookingDb = createDatabase<BookingTables>({ url: bookingDatabase.url, maxConnections: 2 });
    catalogDb = createDatabase<CatalogTables>({ url: catalog.databaseUrl, maxConnections: 2 });
    // Holds need a bay that takes payments (issue 26 item 3).
    await markPaymentAccountReady(catalogDb);
    const bay = await insertBay(catalogDb, {
      slug: 'process-faults-bay',
      lat: 42.6,
      lon: 18.1,
      buoys: Array.from({ length: 2 * HOLDERS }, () => ({ kind: 'digital' as const })),
    });
    buoyIds = bay.buoys.map((buoy) => buoy.id);
  }, 240_000);

  afterAll(async () => {
    await booking?.stop();
    await bookingDb?.destroy();
    await catalogDb?.destroy();
    await bookingDatabase?.drop();
    await catalog?.stop();
  }, 120_000);

  const client = () =>
    createGrpcClient(bookingV1.BookingServiceDefinition, createChannel(booking.grpcAddress), 20_000);

  /** HOLDERS boaters holding their own buoy all at once; `fault` strikes while they are under way. */
  async function holdsInterrupted(firstBuoy: number, fault: () => Promise<void>) {
    const boaters = await Promise.all(
      Array.from({ length: HOLDERS }, () => boaterWithBoat({ bookingDb, tokens })),
    );
    const requests = boaters.map((boater, index) => ({
      boater,
      request: {
        idempotencyKey: randomUUID(),
        stay: nightStay(buoyIds[firstBuoy + index] ?? '', boater.boatId),
      },
    }));
    const calls = client();
    // The process answers before the traffic starts (a restarted one may still be connecting).
    const [first] = boaters;
    if (first) await untilAnswered(() => calls.listBoats({}, first.as));
    const sent = requests.map(({ boater, request }) => calls.createHold(request, boater.as));
    // Strike once the first hold is answered: the rest are in flight or still to come.
    await Promise.any(sent).catch(settledAnyway);
    await fault();
    const outcomes = await Promise.allSettled(sent);
    const answered = outcomes.flatMap((outcome) =>
      outcome.status === 'fulfilled' && outcome.value.booking ? [outcome.value.booking.bookingId] : [],
    );
    const rows = await bookingDb
      .selectFrom('bookings')
      .select(['id', 'buoy_id'])
      .where('buoy_id', 'in', buoyIds.slice(firstBuoy, firstBuoy + HOLDERS))
      .execute();
    return { requests, answered, rows };
  }

  const applied = async (bookingIds: string[]) =>
    bookingIds.length === 0
      ? []
      : catalogDb
          .selectFrom('booking_occupancies')
          .select(['booking_id', 'state'])
          .where('booking_id', 'in', bookingIds)
          .execute();

  /** Every booking reaches catalog and, unpaid, lapses there: an event lost would leave it held. */
  async function allLapsedOnTheMap(bookingIds: string[]) {
    await waitFor(async () => {
      const states = await applied(bookingIds);
      return states.length === bookingIds.length && states.every((row) => row.state === 'expired');
    }, 60_000);
  }

  it('when a deployment stops booking mid-traffic, then every hold it started is answered and its events arrive after the restart', async () => {
    const startedAt = Date.now();
    const { answered, rows } = await holdsInterrupted(0, () => booking.stop());
    const stoppedMs = Date.now() - startedAt;
    // A hold written is a hold answered: no request was cut off half way.
    expect(rows.map((row) => row.id).sort()).toEqual([...answered].sort());
    await booking.start();
    await allLapsedOnTheMap(answered);
    console.log(
      `Graceful stop under load: ${answered.length} of ${HOLDERS} holds answered, ` +
        `${HOLDERS - answered.length} refused before they started; stopped within ` +
        `${(stoppedMs / 1000).toFixed(1)} s; every answered hold reached catalog and lapsed after the restart`,
    );
  }, 180_000);

  it('when booking is killed mid-traffic, then after the restart nothing is booked twice and every hold written lapses on the map', async () => {
    const { requests, answered, rows } = await holdsInterrupted(HOLDERS, () => booking.kill());
    // Written but maybe unanswered: the crash can fall between the commit and the answer.
    expect(rows.length).toBeGreaterThanOrEqual(answered.length);
    await booking.start();
    // Every boater whose answer was lost tries again with the same key: one booking per buoy.
    const calls = client();
    const retried = await Promise.all(
      requests.map(
        async ({ boater, request }) =>
          (await untilAnswered(() => calls.createHold(request, boater.as))).booking?.bookingId,
      ),
    );
    expect(retried.filter((id) => answered.includes(id ?? ''))).toHaveLength(answered.length);
    const after = await bookingDb
      .selectFrom('bookings')
      .select(['id', 'buoy_id'])
      .where('buoy_id', 'in', buoyIds.slice(HOLDERS))
      .execute();
    expect(new Set(after.map((row) => row.buoy_id)).size).toBe(after.length);
    expect(after.map((row) => row.id).sort()).toEqual([...new Set(retried)].sort());
    const written = after.map((row) => row.id);
    await allLapsedOnTheMap(written);
    const held = await bookingDb.selectFrom('bookings').select('id').where('status', '=', 'held').execute();
    expect(held).toEqual([]);
    console.log(
      `Crash under load: ${rows.length} holds written before the kill (${answered.length} answered); ` +
        `after the restart ${HOLDERS} retries with their keys left ${after.length} bookings, one per buoy, ` +
        'each reached catalog and lapsed; none left held',
    );
  }, 180_000);
});
