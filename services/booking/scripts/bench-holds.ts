// `make bench`: the booking benchmarks of issue 12 item 11 (P3–P5), each figure beside its
// baseline from the same run and its target. Real PostgreSQL and Kafka, the real booking and
// catalog services, started the way the tests start them. Figures, not tests: it exits non-zero
// only when it cannot measure.
import startTestServers from '@moorline/deploy/src/testing/global-setup';
import stopTestServers from '@moorline/deploy/src/testing/global-teardown';
import { migratedTestDatabase } from '@moorline/deploy/src/testing/migrated-database';
import { TEST_PG_ADMIN_URL_ENV } from '@moorline/deploy/src/testing/test-infra';
import { databaseUrlFor } from '@moorline/deploy/src/postgres-admin';
import { createDatabase } from '@moorline/kit';
import { sql, type Kysely } from 'kysely';
import { availableParallelism, loadavg } from 'node:os';
import type { BookingTables } from '../src/booking.tables';
import { bookingMigrations } from '../src/db/migrations';
import { startBookingStack } from '../../../bff/test/support/booking-stack';
import type { BookingServices } from '../test/support';
import { benchBoaters, benchBoats, benchBuoys } from './bench/bench-fleet';
import { benchConstraintCost } from './bench/constraint-cost.bench';
import { CannotMeasure } from '@moorline/deploy/src/bench/figures';
import { bffHoldPath } from './bench/hold-senders';
import { benchHoldWritePath, WRITE_PATH_HOLDS } from './bench/hold-write-path.bench';
import { benchSlotStorm, STORM_BOATERS, STORM_BUOYS } from './bench/slot-storm.bench';
import { settled } from './bench/settle';
import { benchSweepBacklog } from './bench/sweep-backlog.bench';

/** Booking's pool size in service (the kit's default): the straight INSERTs get as many. */
const SERVICE_POOL = 10;

async function bookingDatabaseUrl(services: BookingServices): Promise<string> {
  const { rows } = await sql<{ name: string }>`SELECT current_database() AS name`.execute(services.bookingDb);
  const adminUrl = process.env[TEST_PG_ADMIN_URL_ENV];
  if (!rows[0] || !adminUrl) throw new CannotMeasure('booking’s database is unknown');
  return databaseUrlFor(adminUrl, rows[0].name);
}

/** P3 and the storm of P4: through a listening BFF in front of the real booking and catalog. */
async function benchThroughServices(): Promise<string[]> {
  const stack = await startBookingStack();
  const { services } = stack;
  const directDb = createDatabase<BookingTables>({
    url: await bookingDatabaseUrl(services),
    maxConnections: SERVICE_POOL,
  });
  try {
    const buoyIds = await benchBuoys(services, WRITE_PATH_HOLDS + STORM_BUOYS, 'bench');
    const boaters = await benchBoaters(services, WRITE_PATH_HOLDS + STORM_BOATERS);
    const directBoats = await benchBoats(services.bookingDb, WRITE_PATH_HOLDS);
    const path = bffHoldPath(await stack.app.listen({ port: 0, host: '127.0.0.1' }));
    const settle = () => settled(services);
    const writePath = await benchHoldWritePath({
      path,
      directDb,
      boaters: boaters.slice(0, WRITE_PATH_HOLDS),
      buoyIds: buoyIds.slice(0, WRITE_PATH_HOLDS),
      directBoats,
      settled: settle,
    });
    const storm = await benchSlotStorm(path, {
      boaters: boaters.slice(WRITE_PATH_HOLDS),
      buoyIds: buoyIds.slice(WRITE_PATH_HOLDS),
      settled: settle,
    });
    return [...writePath, ...storm];
  } finally {
    await directDb.destroy();
    await stack.stop();
  }
}

/** P4's throughput and P5, each on a database of its own with booking's migrations. */
async function benchOnOwnDatabase(run: (db: Kysely<BookingTables>) => Promise<string[]>): Promise<string[]> {
  const database = await migratedTestDatabase<BookingTables>(bookingMigrations, SERVICE_POOL);
  try {
    return await run(database.db);
  } finally {
    await database.drop();
  }
}

async function main(): Promise<void> {
  // The machine's load beside the date: absolute figures (P5) only mean something with it.
  const load = () => loadavg()[0]?.toFixed(1) ?? '?';
  console.log(
    `\nBooking benchmarks, ${new Date().toISOString().slice(0, 16)}Z, ${availableParallelism()} cores, load ${load()}`,
  );
  await startTestServers();
  try {
    const benches = [
      benchThroughServices,
      () => benchOnOwnDatabase(benchConstraintCost),
      () => benchOnOwnDatabase(benchSweepBacklog),
    ];
    for (const bench of benches) console.log((await bench()).join('\n'));
    console.log(`load at the end ${load()}`);
  } catch (error) {
    console.error(error instanceof CannotMeasure ? `cannot measure: ${error.message}` : error);
    process.exitCode = 1;
  } finally {
    await stopTestServers();
  }
}

void main();
