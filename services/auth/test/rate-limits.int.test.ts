import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { twoAtOnce } from '@moorline/deploy/src/testing/two-at-once';
import {
  migratedTestDatabase,
  type MigratedTestDatabase,
} from '@moorline/deploy/src/testing/migrated-database';
import { authV1 } from '@moorline/contracts';
import { AppError } from '@moorline/kit';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { AuthTables } from '../src/auth.tables';
import { authMigrations } from '../src/db/migrations';
import { consumeRateLimits, consumeRateLimitsIn, type RateLimit } from '../src/rate-limits/rate-limiter';

// Rate limits are counted in auth's database so that replicas agree; two requests at once from
// one address must not both slip under a limit that has room for one more.

let database: MigratedTestDatabase<AuthTables>;
let db: Kysely<AuthTables>;

beforeAll(async () => {
  database = await migratedTestDatabase<AuthTables>(authMigrations);
  db = database.db;
});

afterAll(() => database.drop());

let buckets = 0;
/** A bucket of its own per test, with room for one request. */
const oneLeft = (): RateLimit => ({
  bucket: `signin:ip:203.0.113.${(buckets += 1)}`,
  limit: 1,
  windowSeconds: 60,
  scope: 'address',
});

const refusedAsTooMany = (outcome: { ok: boolean; error?: unknown }) =>
  !outcome.ok && outcome.error instanceof AppError && outcome.error.code === 'too_many_requests';

describe('rate limits', () => {
  it('when a bucket is spent, then the next request is refused with too_many_requests', async () => {
    const limit = { ...oneLeft(), limit: 2 };
    await consumeRateLimits(db, [limit]);
    await consumeRateLimits(db, [limit]);
    await expect(consumeRateLimits(db, [limit])).rejects.toMatchObject({ code: 'too_many_requests' });
  });

  it('when two requests come at once for the last place, then one passes and the other is refused', async () => {
    const limit = oneLeft();
    const outcomes = await twoAtOnce(db, (trx) => consumeRateLimitsIn(trx, [limit]));
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.filter(refusedAsTooMany)).toHaveLength(1);
  });

  it('when the buckets are not locked (negative twin), then both requests pass a limit of one', async () => {
    const limit = oneLeft();
    const outcomes = await twoAtOnce(db, (trx) => consumeRateLimitsIn(trx, [limit], { lockBuckets: false }));
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(2);
  });

  it('when a bucket is spent, then the refusal says when its oldest hit leaves the window, and whose limit it is', async () => {
    const limit = { ...oneLeft(), limit: 2, windowSeconds: 600, scope: 'account' as const };
    await consumeRateLimits(db, [limit]);
    // The first hit is the one that must leave: it is made 100 s old, so room comes in about 500 s.
    await sql`UPDATE rate_limit_hits SET hit_at = now() - interval '100 seconds' WHERE bucket = ${limit.bucket}`.execute(
      db,
    );
    await consumeRateLimits(db, [limit]);
    const refusal = await consumeRateLimits(db, [limit]).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    const details = authV1.LimitReached.decode((refusal as AppError).details ?? new Uint8Array());
    expect(details.scope).toBe('account');
    expect(details.retryAfterSeconds).toBeGreaterThanOrEqual(499);
    expect(details.retryAfterSeconds).toBeLessThanOrEqual(501);
  });
});
