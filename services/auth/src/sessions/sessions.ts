import { AppError, inTransaction } from '@moorline/kit';
import type { Kysely, Transaction } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { AuthTables } from '../auth.tables';
import type { AuthConfig } from '../config';
import type { AccessTokenIssuer } from '../tokens/access-token-issuer';
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

/** A signed-in browser's tokens: a short-lived access token and the refresh token behind it. */
export interface Session {
  accessToken: string;
  accessTokenExpiresAt: Date;
  refreshToken: string;
  refreshTokenExpiresAt: Date;
}

/** What starting or refreshing a session needs. */
export interface SessionDeps {
  now: () => Date;
  issueAccessToken: AccessTokenIssuer;
  config: Pick<AuthConfig, 'REFRESH_TOKEN_TTL_DAYS' | 'REFRESH_GRACE_SECONDS'>;
}

async function sessionFor(
  deps: SessionDeps,
  user: User,
  refresh: { token: string; expiresAt: Date },
  now: Date,
): Promise<Session> {
  const access = await deps.issueAccessToken({ userId: user.id, email: user.email, roles: user.roles }, now);
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
  deps: SessionDeps,
  user: User,
): Promise<Session> {
  const now = deps.now();
  const family = {
    id: randomUUID(),
    userId: user.id,
    now,
    expiresAt: new Date(now.getTime() + deps.config.REFRESH_TOKEN_TTL_DAYS * DAY_MS),
  };
  await createFamily(trx, family);
  const token = await addRefreshToken(trx, family.id, now);
  return sessionFor(deps, user, { token, expiresAt: family.expiresAt }, now);
}

/**
 * Spends a refresh token for a new access token and its successor. A spent token presented
 * again within the grace window gets a successor too (two tabs refreshing at once); after it,
 * the presentation is treated as theft and the whole family is revoked (ARCHITECTURE §6).
 */
export async function refreshSession(
  db: Kysely<AuthTables>,
  deps: SessionDeps,
  refreshToken: string,
): Promise<Session> {
  if (!refreshToken) throw new AppError('refresh_failed');
  const outcome = await inTransaction(db, async (trx) => {
    const now = deps.now();
    const row = await lockTokenWithFamily(trx, refreshToken);
    const verdict = judgeRefresh(row, now, deps.config.REFRESH_GRACE_SECONDS);
    if (verdict === 'reuse' && row) await revokeFamily(trx, row.family_id, 'reuse', now);
    if (verdict !== 'rotate' || !row) return undefined;
    const user = await findUserById(trx, row.user_id);
    if (!user) return undefined;
    await markSpent(trx, row.token_hash, now);
    const token = await addRefreshToken(trx, row.family_id, now);
    return sessionFor(deps, user, { token, expiresAt: row.expires_at }, now);
  });
  if (!outcome) throw new AppError('refresh_failed');
  return outcome;
}

/** Sign-out: the family of the presented token ends. Unknown tokens are not an error. */
export async function endSession(
  db: Kysely<AuthTables>,
  deps: { now: () => Date },
  refreshToken: string,
): Promise<void> {
  if (!refreshToken) return;
  await inTransaction(db, async (trx) => {
    const row = await lockTokenWithFamily(trx, refreshToken);
    if (row) await revokeFamily(trx, row.family_id, 'logout', deps.now());
  });
}
