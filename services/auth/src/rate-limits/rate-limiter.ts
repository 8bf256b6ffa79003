import { authV1 } from '@moorline/contracts';
import { AppError, inTransaction } from '@moorline/kit';
import type { Kysely, Transaction } from 'kysely';
import type { AuthTables } from '../auth.tables';
import {
  countHits,
  forgetHitsOutsideWindow,
  lockBuckets,
  recordHits,
  roomAgainAt,
} from './rate-limit.repository';

export interface RateLimit {
  bucket: string;
  limit: number;
  windowSeconds: number;
  /** Whose attempts the bucket counts: the client's address, or one account (an email). */
  scope: 'address' | 'account';
}

/**
 * `too_many_requests` with LimitReached: when the bucket has room again (its oldest counted hit
 * leaves the window then) and whose limit it was, so the BFF can say Retry-After truly and turn
 * the same caller away by itself until then (issue 31 item 3).
 */
export function limitReached(scope: string, retryAfterSeconds: number): AppError {
  const details = authV1.LimitReached.encode({
    retryAfterSeconds: Math.max(1, Math.ceil(retryAfterSeconds)),
    scope,
  }).finish();
  return new AppError('too_many_requests', undefined, details);
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
  for (const { bucket, limit, windowSeconds, scope } of ordered) {
    await forgetHitsOutsideWindow(trx, bucket, windowSeconds);
    const hits = await countHits(trx, bucket);
    if (hits >= limit)
      throw limitReached(scope, await roomAgainAt(trx, { bucket, windowSeconds, surplus: hits - limit }));
  }
  await recordHits(trx, buckets);
}
