// The booking benchmarks of issue 12 item 11 (P3–P5), each figure beside its baseline from the
// same run and its target; `make bench` runs them with the others (deploy/src/bench/run-all.ts),
// and this script runs them alone. Real PostgreSQL and Kafka; for the paths through the
// services, the five services and the BFF as processes of their own, started the way
// `make start` starts them. Figures, not tests: it exits non-zero only when it cannot measure.
import startTestServers from '@moorline/deploy/src/testing/global-setup';
import stopTestServers from '@moorline/deploy/src/testing/global-teardown';
import { migratedTestDatabase } from '@moorline/deploy/src/testing/migrated-database';
import { startBenchPlatform } from '@moorline/deploy/src/bench/bench-platform';
import { createDatabase } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { CatalogTables } from '../../catalog/src/catalog.tables';
import type { BookingTables } from '../src/booking.tables';
import { bookingMigrations } from '../src/db/migrations';
import { benchBoaters, benchBoats, benchBuoys, type BenchStores } from './bench/bench-fleet';
import { benchConstraintCost } from './bench/constraint-cost.bench';
import { CannotMeasure } from '@moorline/deploy/src/bench/figures';
import { printFigures, type Figure } from '@moorline/deploy/src/bench/report';
import { bffHoldPath } from './bench/hold-senders';
import { benchHoldWritePath, WRITE_PATH_HOLDS } from './bench/hold-write-path.bench';
import { benchSlotStorm, STORM_BOATERS, STORM_BUOYS } from './bench/slot-storm.bench';
import { settled } from './bench/settle';
import { benchSweepBacklog } from './bench/sweep-backlog.bench';
import { benchOfferStorm } from './bench/offer-storm.bench';

/** Booking's pool size in service (the kit's default): the straight INSERTs get as many. */
const SERVICE_POOL = 10;

/** P3 and the storm of P4: through the BFF in front of booking and catalog, each its own process. */
async function benchThroughServices(): Promise<Figure[]> {
  const platform = await startBenchPlatform();
  const stores: BenchStores = {
    catalogDb: createDatabase<CatalogTables>({ url: platform.databaseUrls.catalog, maxConnections: 2 }),
    bookingDb: createDatabase<BookingTables>({ url: platform.databaseUrls.booking, maxConnections: 2 }),
    bearer: platform.bearer,
  };
  const directDb = createDatabase<BookingTables>({
    url: platform.databaseUrls.booking,
    maxConnections: SERVICE_POOL,
  });
  try {
    const buoyIds = await benchBuoys(stores, WRITE_PATH_HOLDS + STORM_BUOYS, 'bench');
    const boaters = await benchBoaters(stores, WRITE_PATH_HOLDS + STORM_BOATERS);
    const directBoats = await benchBoats(stores.bookingDb, WRITE_PATH_HOLDS);
    const path = bffHoldPath(platform.bffUrl);
    const settle = () => settled(stores);
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
    await stores.catalogDb.destroy();
    await stores.bookingDb.destroy();
    await platform.stop();
  }
}

/** P4's throughput and P5, each on a database of its own with booking's migrations. */
async function benchOnOwnDatabase(run: (db: Kysely<BookingTables>) => Promise<Figure[]>): Promise<Figure[]> {
  const database = await migratedTestDatabase<BookingTables>(bookingMigrations, SERVICE_POOL);
  try {
    return await run(database.db);
  } finally {
    await database.drop();
  }
}

/** P3–P5 and the waitlist storm, in order; the test servers (PostgreSQL, Kafka) must be up (deploy/src/testing/global-setup). */
export async function benchBooking(): Promise<Figure[]> {
  return [
    ...(await benchThroughServices()),
    ...(await benchOnOwnDatabase(benchConstraintCost)),
    ...(await benchOnOwnDatabase(benchSweepBacklog)),
    // Issue 30 item 7: a storm of frees, one offer each.
    ...(await benchOnOwnDatabase(benchOfferStorm)),
  ];
}

async function main(): Promise<void> {
  await startTestServers();
  try {
    printFigures('Booking benchmarks (P3–P5, WL)', await benchBooking());
  } catch (error) {
    console.error(error instanceof CannotMeasure ? `cannot measure: ${error.message}` : error);
    process.exitCode = 1;
  } finally {
    await stopTestServers();
  }
}

if (require.main === module) void main();
