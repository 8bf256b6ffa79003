import { AppError, inTransaction } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { AuthTables } from '../auth.tables';
import { isAdminLocked } from '../admin-users/admin-user-rules';
import { findUserById } from '../users/user.repository';
import { addRefreshToken, lockTokenWithFamily, markSpent, revokeFamily } from './refresh-token.repository';
import { judgeRefresh } from './refresh-rules';
import { sessionFor, type Session, type SessionDeps } from './start-session';

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
    // Locking revoked the families; this also covers a refresh that raced the lock.
    if (!user || isAdminLocked(user)) return undefined;
    await markSpent(trx, row.token_hash, now);
    const token = await addRefreshToken(trx, row.family_id, now);
    return sessionFor(trx, deps, user, { token, expiresAt: row.expires_at }, now);
  });
  if (!outcome) throw new AppError('refresh_failed');
  return outcome;
}
