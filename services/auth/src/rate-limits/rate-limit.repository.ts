import { sql, type Kysely, type Transaction } from 'kysely';
import type { AuthTables } from '../auth.tables';

type Db = Kysely<AuthTables>;

/** Advisory locks held until the transaction ends; take them in one order to avoid deadlocks. */
export async function lockBuckets(trx: Transaction<AuthTables>, buckets: string[]): Promise<void> {
  for (const bucket of buckets) await sql`SELECT pg_advisory_xact_lock(hashtext(${bucket}))`.execute(trx);
}

export async function forgetHitsOutsideWindow(db: Db, bucket: string, windowSeconds: number): Promise<void> {
  await db
    .deleteFrom('rate_limit_hits')
    .where('bucket', '=', bucket)
    .where('hit_at', '<', sql<Date>`now() - make_interval(secs => ${windowSeconds})`)
    .execute();
}

export async function countHits(db: Db, bucket: string): Promise<number> {
  const { count } = await db
    .selectFrom('rate_limit_hits')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('bucket', '=', bucket)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * Seconds until a spent bucket takes one more request: when the hit that must leave the window
 * for it (the oldest, past any surplus) does.
 */
export async function roomAgainAt(
  db: Db,
  spent: { bucket: string; windowSeconds: number; surplus: number },
): Promise<number> {
  const row = await db
    .selectFrom('rate_limit_hits')
    .select(
      sql<number>`extract(epoch FROM hit_at + make_interval(secs => ${spent.windowSeconds}) - now())`.as(
        'seconds',
      ),
    )
    .where('bucket', '=', spent.bucket)
    .orderBy('hit_at')
    .offset(spent.surplus)
    .limit(1)
    .executeTakeFirst();
  return row === undefined ? spent.windowSeconds : Number(row.seconds);
}

export async function recordHits(db: Db, buckets: string[]): Promise<void> {
  await db
    .insertInto('rate_limit_hits')
    .values(buckets.map((bucket) => ({ bucket })))
    .execute();
}
