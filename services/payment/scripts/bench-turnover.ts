// The turnover dashboard with 1,000,000 captured payments and invoices (issue 15 item 9): each
// question timed through payment's code path (the use case, its repository, kysely and pg with
// the service's pool) beside the same SQL, its values written in, run straight in psql. Target:
// at most 3× the psql time. Figures, not tests. Alone: `npx tsx services/payment/scripts/bench-turnover.ts`
// (it starts the test PostgreSQL and Kafka); `make bench` runs it once the lead wires it in.
import { bayClock } from '@moorline/contracts';
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
import { randomUUID } from 'node:crypto';

import { paymentMigrations } from '../src/db/migrations';
import type { PaymentTables } from '../src/payment.tables';
import { getTurnover } from '../src/turnover/get-turnover';
import type { Granularity } from '../src/turnover/turnover-range';
import { PAYMENTS, seedTurnoverData } from './bench/turnover-seed';

/** Payment's pool size in service (the kit's default). */
const SERVICE_POOL = 10;
const WARM_UP = 5;
const RUNS = 40;

function manager(operatorId: string, bayIds: string[]): Caller {
  return {
    userId: randomUUID(),
    email: 'bench@example.com',
    name: '',
    roles: ['concessionaire', 'manager'],
    operatorId,
    bayIds,
    tokenId: randomUUID(),
    expiresAt: new Date(Date.now() + 3_600_000),
  };
}

/** What the turnover page asks for: a year by month, a month and a week by day, each with the range before. */
function questions(today: string): { what: string; from: string; to: string; granularity: Granularity }[] {
  return [
    {
      what: 'the last 12 months by month',
      from: bayClock.addDays(today, -364),
      to: today,
      granularity: 'month',
    },
    { what: 'the last 30 days by day', from: bayClock.addDays(today, -29), to: today, granularity: 'day' },
    { what: 'the last 7 days by day', from: bayClock.addDays(today, -6), to: today, granularity: 'day' },
  ];
}

/** Each question through the code path and its SQL in psql, medians side by side. */
export async function benchTurnover(scratch: string): Promise<Figure[]> {
  const database = await createTestDatabase();
  const recorder = recordingDatabase<PaymentTables>(database.url, SERVICE_POOL);
  try {
    await migrateToLatest(recorder.db, paymentMigrations);
    const now = new Date();
    const seedStart = performance.now();
    const data = await seedTurnoverData(recorder.db, now);
    const seedSeconds = (performance.now() - seedStart) / 1000;
    const bayId = data.bayIds[0] ?? '';
    const caller = manager(data.operatorId, [bayId]);
    const figures: Figure[] = [];
    for (const question of questions(bayClock.localDate(now, 'Europe/Zagreb'))) {
      const call = () => getTurnover(recorder.db, caller, { bayId, ...question });
      for (let run = 0; run < WARM_UP; run += 1) await call();
      const sent = (await recorder.sentBy(call)).map(inlineParameters);
      const service = await timeCodePath(call, RUNS);
      const straight = timeInPsql(database.url, sent, RUNS, scratch);
      const invoices = (await call()).total.invoices;
      figures.push(
        ratioFigure({
          id: 'P12',
          what: `turnover: ${question.what}`,
          measured: { value: quantile(service, 0.5), unit: 'ms' },
          baseline: { value: quantile(straight, 0.5), unit: 'ms', what: 'the same SQL in psql' },
          bound: { atMost: 3 },
          notes: [
            `${sent.length} queries; ${invoices.toLocaleString('en')} invoices in the range and as many days before read; p90 ${quantile(service, 0.9).toFixed(2)} ms vs ${quantile(straight, 0.9).toFixed(2)} ms; ${PAYMENTS.toLocaleString('en')} payments and invoices seeded in ${seedSeconds.toFixed(0)} s`,
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

if (require.main === module)
  void runAlone('Turnover with 1,000,000 payments and invoices (P12)', benchTurnover);
