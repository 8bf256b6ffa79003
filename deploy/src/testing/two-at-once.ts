import { sql, type Kysely, type Transaction } from 'kysely';
import { waitFor } from './test-infra';

export type Outcome<Result> = { ok: true; value: Result } | { ok: false; error: unknown };

async function outcomeOf<Result>(work: Promise<Result>): Promise<Outcome<Result>> {
  try {
    return { ok: true, value: await work };
  } catch (error) {
    return { ok: false, error };
  }
}

async function sessionsWaitingForALock(db: Kysely<unknown>): Promise<number> {
  const { rows } = await sql<{ waiting: number }>`
    SELECT count(*)::int AS waiting FROM pg_stat_activity
    WHERE datname = current_database() AND wait_event_type = 'Lock'`.execute(db);
  return rows[0]?.waiting ?? 0;
}

/**
 * The same work in two transactions at once, interleaved the same way every run: the first does
 * its work and stays open; the second starts and is let go once it waits for a lock, or has
 * finished without waiting; then the first ends, then the second. A guard that serialises the
 * work shows as the second seeing what the first did; without one, both act as if alone. A
 * transaction whose work fails is rolled back. The pool needs three connections.
 */
export async function twoAtOnce<Tables, Result>(
  db: Kysely<Tables>,
  work: (trx: Transaction<Tables>) => Promise<Result>,
): Promise<[Outcome<Result>, Outcome<Result>]> {
  const first = await db.startTransaction().execute();
  const second = await db.startTransaction().execute();
  const end = async (trx: typeof first, outcome: Outcome<Result>) => {
    if (outcome.ok) await trx.commit().execute();
    else await trx.rollback().execute();
  };
  const firstOutcome = await outcomeOf(work(first));
  let secondDone = false;
  const secondWork = outcomeOf(work(second)).finally(() => (secondDone = true));
  await waitFor(async () => secondDone || (await sessionsWaitingForALock(db as Kysely<unknown>)) === 1);
  await end(first, firstOutcome);
  const secondOutcome = await secondWork;
  await end(second, secondOutcome);
  return [firstOutcome, secondOutcome];
}
