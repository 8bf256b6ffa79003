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

export async function recordHits(db: Db, buckets: string[]): Promise<void> {
  await db
    .insertInto('rate_limit_hits')
    .values(buckets.map((bucket) => ({ bucket })))
    .execute();
}
