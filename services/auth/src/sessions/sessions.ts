import type { authV1 } from '@moorline/contracts';
import { AppError, inTransaction } from '@moorline/kit';
import type { Transaction } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { AuthContext } from '../auth-context';
import type { AuthTables } from '../auth.tables';
import { findUserById, type User } from '../users/user.repository';
import {
  addRefreshToken,
  createFamily,
  lockTokenWithFamily,
  markSpent,
  revokeFamily,
} from './refresh-token.repository';
import { judgeRefresh } from './refresh-rules';

const DAY_MS = 24 * 60 * 60 * 1000;

async function sessionFor(
  ctx: AuthContext,
  user: User,
  refresh: { token: string; expiresAt: Date },
  now: Date,
): Promise<authV1.Session> {
  const access = await ctx.issueAccessToken({ userId: user.id, email: user.email, roles: user.roles }, now);
  return {
    accessToken: access.token,
    accessTokenExpiresAt: access.expiresAt,
    refreshToken: refresh.token,
    refreshTokenExpiresAt: refresh.expiresAt,
  };
}

/** A sign-in: a new refresh-token family with its first token, and an access token. */
export async function startSession(
  trx: Transaction<AuthTables>,
  ctx: AuthContext,
  user: User,
): Promise<authV1.Session> {
  const now = ctx.now();
  const family = {
    id: randomUUID(),
    userId: user.id,
    now,
    expiresAt: new Date(now.getTime() + ctx.config.REFRESH_TOKEN_TTL_DAYS * DAY_MS),
  };
  await createFamily(trx, family);
  const token = await addRefreshToken(trx, family.id, now);
  return sessionFor(ctx, user, { token, expiresAt: family.expiresAt }, now);
}

/**
 * Spends a refresh token for a new access token and its successor. A spent token presented
 * again within the grace window gets a successor too (two tabs refreshing at once); after it,
 * the presentation is treated as theft and the whole family is revoked (ARCHITECTURE §6).
 */
export async function refreshSession(ctx: AuthContext, refreshToken: string): Promise<authV1.Session> {
  if (!refreshToken) throw new AppError('refresh_failed');
  const outcome = await inTransaction(ctx.db, async (trx) => {
    const now = ctx.now();
    const row = await lockTokenWithFamily(trx, refreshToken);
    const verdict = judgeRefresh(row, now, ctx.config.REFRESH_GRACE_SECONDS);
    if (verdict === 'reuse' && row) await revokeFamily(trx, row.family_id, 'reuse', now);
    if (verdict !== 'rotate' || !row) return undefined;
    const user = await findUserById(trx, row.user_id);
    if (!user) return undefined;
    await markSpent(trx, row.token_hash, now);
    const token = await addRefreshToken(trx, row.family_id, now);
    return sessionFor(ctx, user, { token, expiresAt: row.expires_at }, now);
  });
  if (!outcome) throw new AppError('refresh_failed');
  return outcome;
}

/** Sign-out: the family of the presented token ends. Unknown tokens are not an error. */
export async function endSession(ctx: AuthContext, refreshToken: string): Promise<void> {
  if (!refreshToken) return;
  await inTransaction(ctx.db, async (trx) => {
    const row = await lockTokenWithFamily(trx, refreshToken);
    if (row) await revokeFamily(trx, row.family_id, 'logout', ctx.now());
  });
}
