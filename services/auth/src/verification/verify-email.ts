import { AppError, appendToOutbox, inTransaction, type ErrorCode } from '@moorline/kit';
import type { AuthContext } from '../auth-context';
import { emailVerified } from '../events/auth-events';
import { lockOneTimeToken, spendAllOneTimeTokens } from '../tokens/one-time-token.repository';
import { lockUser, type User } from '../users/user.repository';

/** spec §4: verifying, then verified, already verified, invalid key, or error. */
export async function verifyEmail(ctx: AuthContext, key: string): Promise<User> {
  if (!key) throw new AppError('invalid_key');
  const outcome = await inTransaction(
    ctx.db,
    async (trx): Promise<{ failed: ErrorCode } | { user: User }> => {
      const now = ctx.now();
      const token = await lockOneTimeToken(trx, 'email_verification_keys', key);
      const user = token && (await lockUser(trx, token.user_id));
      if (!token || !user) return { failed: 'invalid_key' };
      if (user.email_verified_at) return { failed: 'already_verified' };
      if (token.used_at || token.expires_at.getTime() <= now.getTime()) return { failed: 'invalid_key' };
      const verified = await trx
        .updateTable('users')
        .set({ email_verified_at: now, updated_at: now })
        .where('id', '=', user.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await spendAllOneTimeTokens(trx, 'email_verification_keys', user.id, now);
      await appendToOutbox(trx, [emailVerified(verified)]);
      return { user: verified };
    },
  );
  if ('failed' in outcome) throw new AppError(outcome.failed);
  return outcome.user;
}
