import { AppError, inTransaction, outbox, type ErrorCode } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { AuthTables } from '../auth.tables';
import { emailVerified } from '../events/auth-events';
import { lockOneTimeToken, spendAllOneTimeTokens } from '../tokens/one-time-token.repository';
import { lockUser, markEmailVerified, type User } from '../users/user.repository';

/** spec §4: verifying, then verified, already verified, invalid key, or error. */
export async function verifyEmail(
  db: Kysely<AuthTables>,
  deps: { now: () => Date },
  key: string,
): Promise<User> {
  if (!key) throw new AppError('invalid_key');
  const outcome = await inTransaction(db, async (trx): Promise<{ failed: ErrorCode } | { user: User }> => {
    const now = deps.now();
    const token = await lockOneTimeToken(trx, 'email_verification_keys', key);
    const user = token && (await lockUser(trx, token.user_id));
    if (!token || !user) return { failed: 'invalid_key' };
    if (user.email_verified_at) return { failed: 'already_verified' };
    if (token.used_at || token.expires_at.getTime() <= now.getTime()) return { failed: 'invalid_key' };
    const verified = await markEmailVerified(trx, user.id, now);
    await spendAllOneTimeTokens(trx, 'email_verification_keys', user.id, now);
    await outbox.add(trx, emailVerified(verified));
    return { user: verified };
  });
  if ('failed' in outcome) throw new AppError(outcome.failed);
  return outcome.user;
}
