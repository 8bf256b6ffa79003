import { AppError, inTransaction } from '@moorline/kit';
import { sql, type Kysely } from 'kysely';
import type { AuthTables } from '../auth.tables';

export interface RateLimit {
  bucket: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Counts one request against each limit, or fails with "Too many requests" when one is spent.
 * Counts live in the database so every replica sees the same numbers; an advisory lock per
 * bucket makes the check and the insert one step under concurrency.
 */
export async function consumeRateLimits(db: Kysely<AuthTables>, limits: RateLimit[]): Promise<void> {
  await inTransaction(db, async (trx) => {
    const ordered = [...limits].sort((a, b) => a.bucket.localeCompare(b.bucket));
    for (const { bucket } of ordered)
      await sql`SELECT pg_advisory_xact_lock(hashtext(${bucket}))`.execute(trx);
    for (const { bucket, limit, windowSeconds } of ordered) {
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
      .values(ordered.map(({ bucket }) => ({ bucket })))
      .execute();
  });
}
