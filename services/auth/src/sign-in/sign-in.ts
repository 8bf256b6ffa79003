import type { authV1 } from '@moorline/contracts';
import { AppError, appendToOutbox, inTransaction, type ErrorCode } from '@moorline/kit';
import type { AuthContext } from '../auth-context';
import { passwordMatches, spendPasswordCheckTime } from '../passwords/password-hashing';
import { consumeRateLimits } from '../rate-limits/rate-limiter';
import { requestEmailVerification } from '../registration/register-user';
import { startSession } from '../sessions/sessions';
import { newestOneTimeTokenAt } from '../tokens/one-time-token.repository';
import { findUserByEmail, lockUser, profileOf } from '../users/user.repository';
import { normaliseEmail } from '../users/user-rules';
import { clearFailedSignIns, recordFailedSignIn } from './failed-sign-in.repository';
import { isLocked } from './lockout-rules';

const FIFTEEN_MINUTES = 15 * 60;
/** An unverified user who signs in gets a fresh link, at most this often. */
const VERIFICATION_RESEND_INTERVAL_MS = 10 * 60 * 1000;

export interface SignInInput {
  email: string;
  password: string;
  clientIp: string;
}

type SignInOutcome = { failed: ErrorCode } | { session: authV1.Session; profile: authV1.Profile };

/**
 * Checks the password first; only a caller who knows it learns that the account is locked or
 * not yet verified (issue item 6). Failures are committed before the error is raised.
 */
export async function signIn(ctx: AuthContext, input: SignInInput) {
  const email = normaliseEmail(input.email);
  await consumeRateLimits(ctx.db, [
    {
      bucket: `signin:ip:${input.clientIp}`,
      limit: ctx.config.SIGNIN_LIMIT_PER_IP,
      windowSeconds: FIFTEEN_MINUTES,
    },
    {
      bucket: `signin:account:${email}`,
      limit: ctx.config.SIGNIN_LIMIT_PER_ACCOUNT,
      windowSeconds: FIFTEEN_MINUTES,
    },
  ]);
  const found = await findUserByEmail(ctx.db, email);
  if (!found) {
    await spendPasswordCheckTime(input.password);
    throw new AppError('invalid_credentials');
  }
  const correct = await passwordMatches(found.password_hash, input.password);
  const outcome = await inTransaction(ctx.db, async (trx): Promise<SignInOutcome> => {
    const now = ctx.now();
    const user = await lockUser(trx, found.id);
    if (!user) return { failed: 'invalid_credentials' };
    if (!correct) {
      await recordFailedSignIn(trx, user, input.clientIp, now);
      return { failed: 'invalid_credentials' };
    }
    if (isLocked(user.locked_until, now)) return { failed: 'account_locked' };
    if (!user.email_verified_at) {
      const newest = await newestOneTimeTokenAt(trx, 'email_verification_keys', user.id);
      if (!newest || now.getTime() - newest.getTime() > VERIFICATION_RESEND_INTERVAL_MS)
        await appendToOutbox(trx, [await requestEmailVerification(trx, user, now)]);
      return { failed: 'email_not_verified' };
    }
    await clearFailedSignIns(trx, user.id);
    return { session: await startSession(trx, ctx, user), profile: profileOf(user) };
  });
  if ('failed' in outcome) throw new AppError(outcome.failed);
  return outcome;
}
