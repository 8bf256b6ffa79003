import { isAppError, type Logger, type PeriodicJobSpec } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { BookingTables } from '../booking.tables';
import { seedDemoHistory, type DemoCatalog } from './seed-demo-history';

// Catalog may start after booking (`make start` starts the services side by side): the seed asks
// again this often until catalog answers, then never again in this process.
const RETRY_MS = 2_000;
const waiting = ['unavailable', 'deadline_exceeded'];

/**
 * The demo history's seed as a job: its first run comes once the service is up, a failed run
 * (catalog not answering yet) is tried again, and a run that succeeded ends the job's work.
 */
export function demoHistoryJob(
  db: Kysely<BookingTables>,
  deps: { now: () => Date; catalog: DemoCatalog; logger: Logger },
): PeriodicJobSpec {
  let seeded = false;
  return {
    name: 'demo-history-seed',
    intervalMs: RETRY_MS,
    async run() {
      if (seeded) return;
      const result = await seedDemoHistory(db, deps).catch((error: unknown) => {
        if (!isAppError(error) || !waiting.includes(error.code)) throw error;
        deps.logger.info({ code: error.code }, 'catalog not answering yet; the demo history waits');
        return undefined;
      });
      if (!result) return;
      seeded = true;
      deps.logger.info(result, 'demo history seeded');
    },
  };
}
