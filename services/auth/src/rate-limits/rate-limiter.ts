import { AppError, inTransaction } from '@moorline/kit';
import type { Kysely, Transaction } from 'kysely';
import type { AuthTables } from '../auth.tables';
import { countHits, forgetHitsOutsideWindow, lockBuckets, recordHits } from './rate-limit.repository';

export interface RateLimit {
  bucket: string;
  limit: number;
  windowSeconds: number;
}

export interface RateLimitOptions {
  /**
   * Lock each bucket, so the check and the insert are one step under concurrency. Only the
   * negative twin of the concurrency test turns it off, to show what the lock prevents.
   */
  lockBuckets: boolean;
}

/**
 * Counts one request against each limit, or fails with "Too many requests" when one is spent.
 * Counts live in the database so every replica sees the same numbers.
 */
export async function consumeRateLimits(db: Kysely<AuthTables>, limits: RateLimit[]): Promise<void> {
  await inTransaction(db, (trx) => consumeRateLimitsIn(trx, limits));
}

/** consumeRateLimits inside the caller's transaction; buckets are taken in one order. */
export async function consumeRateLimitsIn(
  trx: Transaction<AuthTables>,
  limits: RateLimit[],
  options: RateLimitOptions = { lockBuckets: true },
): Promise<void> {
  const ordered = [...limits].sort((a, b) => a.bucket.localeCompare(b.bucket));
  const buckets = ordered.map(({ bucket }) => bucket);
  if (options.lockBuckets) await lockBuckets(trx, buckets);
  for (const { bucket, limit, windowSeconds } of ordered) {
    await forgetHitsOutsideWindow(trx, bucket, windowSeconds);
    if ((await countHits(trx, bucket)) >= limit) throw new AppError('too_many_requests');
  }
  await recordHits(trx, buckets);
}
