import {
  bayClock,
  demoHarbourCompany,
  demoHistory,
  demoHistoryBayOf,
  demoNotOnboardedCompany,
  operatorIdOfCompany,
  type catalogV1,
} from '@moorline/contracts';
import type { Logger, PeriodicJobSpec } from '@moorline/kit';
import type { Kysely } from 'kysely';
import { findAccountOfOperator } from '../accounts/account.repository';
import { sellerOf } from '../grpc/bay-operators';
import type { CatalogBays } from '../grpc/catalog-bays';
import type { PaymentTables } from '../payment.tables';
import { ensureReadyDemoAccount } from './demo-accounts';
import { seedDemoHistory, type DemoHistoryDeps } from './demo-history-seed';

export interface DemoSeedDeps extends DemoHistoryDeps {
  bays: CatalogBays;
  logger: Logger;
}

/** The history's length (issue 15 item 10): every chart has data on first look. */
const historyDays = 90;

type Db = Kysely<PaymentTables>;

/** Every operator but the one left to show onboarding gets a ready sandbox account. */
async function seedAccounts(db: Db, bays: catalogV1.Bay[]): Promise<number> {
  const left = operatorIdOfCompany(demoNotOnboardedCompany);
  const operators = new Map(
    bays.flatMap((bay) =>
      bay.operator && bay.operator.operatorId !== '' ? [[bay.operator.operatorId, bay.operator]] : [],
    ),
  );
  let made = 0;
  for (const [operatorId, operator] of operators)
    if (operatorId !== left && (await ensureReadyDemoAccount(db, { operatorId, company: operator.company })))
      made += 1;
  return made;
}

/** The harbour operator's bays get 90 days of paid stays, the ones booking seeds as bookings. */
async function seedHistories(db: Db, deps: DemoSeedDeps, bays: catalogV1.Bay[]): Promise<number> {
  const harbour = operatorIdOfCompany(demoHarbourCompany);
  const account = await findAccountOfOperator(db, harbour);
  if (!account) return 0;
  let seeded = 0;
  for (const bay of bays.filter((each) => each.operator?.operatorId === harbour)) {
    const historyBay = demoHistoryBayOf(bay, await deps.bays.buoysOf(bay.slug));
    const today = bayClock.localDate(deps.now(), historyBay.timeZone);
    seeded += await seedDemoHistory(db, deps, {
      bay: historyBay,
      seller: sellerOf(bay),
      accountId: account.account_id,
      stays: demoHistory.demoHistory(historyBay, today, historyDays),
    });
  }
  return seeded;
}

/**
 * The demo's payment data (issue 15 item 10), once per start when the demo is on and the
 * provider is the sandbox: ready accounts for the demo operators, then the harbour operator's
 * paid history. The bays come from catalog's public API, which may start after this service:
 * until catalog answers, the job tries again at its next run; once done, it does nothing more.
 */
export function demoSeedJob(db: Db, deps: DemoSeedDeps): PeriodicJobSpec {
  let done = false;
  return {
    name: 'payment-demo-seed',
    intervalMs: 2_000,
    async run() {
      if (done) return;
      let bays: catalogV1.Bay[];
      try {
        bays = await Promise.all((await deps.bays.listAll()).map((bay) => deps.bays.bayBySlug(bay.slug)));
      } catch (error) {
        deps.logger.info({ err: error }, 'demo seed waits for catalog');
        return;
      }
      const accounts = await seedAccounts(db, bays);
      const payments = await seedHistories(db, deps, bays);
      done = true;
      deps.logger.info({ accounts, payments }, 'demo payment data seeded');
    },
  };
}
