// The back office's dashboard queries with 1,000,000 bookings (issue 15 item 9): each timed
// through booking's code path (the use case, its repository, kysely and pg with the service's
// pool) beside the same SQL, its values written in, run straight in psql. Target: at most 3× the
// psql time. Figures, not tests. Alone: `npx tsx services/booking/scripts/bench-dashboard.ts`
// (it starts the test PostgreSQL and Kafka); `make bench` runs it once the lead wires it in.
import {
  inlineParameters,
  recordingDatabase,
  runAlone,
  timeCodePath,
  timeInPsql,
} from '@moorline/deploy/src/bench/code-path-vs-psql';
import { quantile } from '@moorline/deploy/src/bench/figures';
import { ratioFigure, type Figure } from '@moorline/deploy/src/bench/report';
import { createTestDatabase } from '@moorline/deploy/src/testing/test-infra';
import { migrateToLatest, type Caller } from '@moorline/kit';
import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { BayDirectory } from '../src/back-office/bay-facts';
import { getBayOverview } from '../src/back-office/get-bay-overview';
import { getOccupancyNow } from '../src/back-office/get-occupancy-now';
import { listBayBookings } from '../src/back-office/list-bay-bookings';
import type { BookingTables } from '../src/booking.tables';
import { bookingMigrations } from '../src/db/migrations';
import { seedDashboardData, type DashboardData } from './bench/dashboard-seed';

/** Booking's pool size in service (the kit's default). */
const SERVICE_POOL = 10;
const WARM_UP = 5;
const RUNS = 40;

interface Measured {
  what: string;
  /** One call of the code path. */
  call(): Promise<unknown>;
}

function staff(bayIds: string[]): Caller {
  return {
    userId: randomUUID(),
    email: 'bench@example.com',
    name: '',
    roles: ['concessionaire', 'manager'],
    operatorId: randomUUID(),
    bayIds,
    tokenId: randomUUID(),
    expiresAt: new Date(Date.now() + 3_600_000),
  };
}

/** The dashboard's calls, each on the data's bays: what an operator's screens ask for. */
function dashboardCalls(db: Kysely<BookingTables>, data: DashboardData, now: Date): Measured[] {
  // Catalog's answer, as booking keeps it between its calls (grpc/catalog-bays.ts).
  const bays: BayDirectory = {
    bayFacts: async (bayId) => {
      const bay = data.bays.find((candidate) => candidate.bayId === bayId);
      if (!bay) throw new Error('unknown bay');
      return bay;
    },
  };
  const deps = { now: () => now, bays };
  const bay = data.bays[7]?.bayId ?? '';
  const caller = staff(data.bays.slice(0, 5).map((each) => each.bayId));
  const ownBay = staff([bay]);
  const history = {
    caller: ownBay,
    bayId: bay,
    fromDate: '',
    toDate: '',
    query: '',
    pageToken: '',
    pageSize: 50,
  };
  let deepToken = '';
  return [
    { what: 'occupancy now at 5 bays', call: () => getOccupancyNow(db, deps, caller) },
    {
      what: 'a bay’s overview (now, tonight, 48 h, 30 days, berths)',
      call: () => getBayOverview(db, deps, { caller: ownBay, bayId: bay }),
    },
    { what: 'history, first page of 50', call: () => listBayBookings(db, deps, history) },
    {
      what: 'history, a page 300 nights back',
      call: async () => {
        deepToken ||= (
          await listBayBookings(db, deps, { ...history, toDate: dateBefore(data.today, 300), pageSize: 1 })
        ).nextPageToken;
        return listBayBookings(db, deps, { ...history, pageToken: deepToken });
      },
    },
    {
      what: 'history, a month with a registration searched',
      call: () =>
        listBayBookings(db, deps, {
          ...history,
          fromDate: dateBefore(data.today, 60),
          toDate: dateBefore(data.today, 30),
          query: 'bn 300',
        }),
    },
  ];
}

function dateBefore(today: string, days: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** Each call through the code path and its SQL in psql, medians side by side. */
export async function benchDashboard(scratch: string): Promise<Figure[]> {
  const database = await createTestDatabase();
  const recorder = recordingDatabase<BookingTables>(database.url, SERVICE_POOL);
  try {
    await migrateToLatest(recorder.db, bookingMigrations);
    const now = new Date();
    const seedStart = performance.now();
    const data = await seedDashboardData(recorder.db, now);
    const seedSeconds = (performance.now() - seedStart) / 1000;
    const figures: Figure[] = [];
    for (const measured of dashboardCalls(recorder.db, data, now)) {
      for (let run = 0; run < WARM_UP; run += 1) await measured.call();
      const sent = (await recorder.sentBy(measured.call)).map(inlineParameters);
      const service = await timeCodePath(measured.call, RUNS);
      const straight = timeInPsql(database.url, sent, RUNS, scratch);
      figures.push(
        ratioFigure({
          id: 'P11',
          what: `dashboard: ${measured.what}`,
          measured: { value: quantile(service, 0.5), unit: 'ms' },
          baseline: { value: quantile(straight, 0.5), unit: 'ms', what: 'the same SQL in psql' },
          bound: { atMost: 3 },
          notes: [
            `${sent.length} ${sent.length === 1 ? 'query' : 'queries'}; p90 ${quantile(service, 0.9).toFixed(2)} ms vs ${quantile(straight, 0.9).toFixed(2)} ms; 1,000,000 bookings seeded in ${seedSeconds.toFixed(0)} s`,
          ],
        }),
      );
    }
    return figures;
  } finally {
    await recorder.db.destroy();
    await database.drop();
  }
}

if (require.main === module) void runAlone('Dashboard queries with 1,000,000 bookings (P11)', benchDashboard);
