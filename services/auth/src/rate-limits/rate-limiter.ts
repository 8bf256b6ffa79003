import { AppError, inTransaction } from '@moorline/kit';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { AuthTables } from '../auth.tables';

export interface RateLimit {
  bucket: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Counts one request against each limit, or fails with "Too many requests" when one is spent.
 * Counts live in the database so every replica sees the same numbers.
 */
export async function consumeRateLimits(db: Kysely<AuthTables>, limits: RateLimit[]): Promise<void> {
  await inTransaction(db, (trx) => consumeRateLimitsIn(trx, limits));
}

/**
 * consumeRateLimits inside the caller's transaction. An advisory lock per bucket, taken in one
 * order, makes the check and the insert one step under concurrency.
 */
export async function consumeRateLimitsIn(trx: Transaction<AuthTables>, limits: RateLimit[]): Promise<void> {
  const ordered = [...limits].sort((a, b) => a.bucket.localeCompare(b.bucket));
  for (const { bucket } of ordered) await sql`SELECT pg_advisory_xact_lock(hashtext(${bucket}))`.execute(trx);
  await countAndRecordHits(trx, ordered);
}

/** The check and the insert alone, with no lock: two at once may both pass (the tests' negative twin). */
export async function countAndRecordHits(trx: Transaction<AuthTables>, limits: RateLimit[]): Promise<void> {
  for (const { bucket, limit, windowSeconds } of limits) {
    const since = sql<Date>`now() - make_interval(secs => ${windowSeconds})`;
    await trx
      .deleteFrom('rate_limit_hits')
      .where('bucket', '=', bucket)
      .where('hit_at', '<', since)
      .execute();
    const { count } = await trx
      .selectFrom('rate_limit_hits')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('bucket', '=', bucket)
      .executeTakeFirstOrThrow();
    if (Number(count) >= limit) throw new AppError('too_many_requests');
  }
  await trx
    .insertInto('rate_limit_hits')
    .values(limits.map(({ bucket }) => ({ bucket })))
    .execute();
}
