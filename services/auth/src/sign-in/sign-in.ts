import { AppError, inTransaction, outbox, type ErrorCode } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { AuthTables } from '../auth.tables';
import type { AuthConfig } from '../config';
import type { PasswordChecks } from '../passwords/password-checks';
import { consumeRateLimits } from '../rate-limits/rate-limiter';
import { requestEmailVerification } from '../registration/register-user';
import { startSession, type Session, type SessionDeps } from '../sessions/start-session';
import { isAdminLocked } from '../admin-users/admin-user-rules';
import { newestOneTimeTokenAt } from '../tokens/one-time-token.repository';
import { findUserByEmail, lockUser, type User } from '../users/user.repository';
import { normaliseEmail } from '../users/user-rules';
import { clearFailedSignIns } from './failed-sign-in.repository';
import { recordFailedSignIn } from './record-failed-sign-in';
import { isLocked } from './lockout-rules';

const FIFTEEN_MINUTES = 15 * 60;
/** An unverified user who signs in gets a fresh link, at most this often. */
const VERIFICATION_RESEND_INTERVAL_MS = 10 * 60 * 1000;

export interface SignInInput {
  email: string;
  password: string;
  clientIp: string;
}

export interface SignInDeps extends SessionDeps {
  config: SessionDeps['config'] & Pick<AuthConfig, 'SIGNIN_LIMIT_PER_IP' | 'SIGNIN_LIMIT_PER_ACCOUNT'>;
  passwords: PasswordChecks;
}

export interface SignedIn {
  session: Session;
  user: User;
}

type SignInOutcome = { failed: ErrorCode } | SignedIn;

/**
 * Checks the password first; only a caller who knows it learns that the account is locked or
 * not yet verified (issue item 6). Failures are committed before the error is raised.
 */
export async function signIn(
  db: Kysely<AuthTables>,
  deps: SignInDeps,
  input: SignInInput,
): Promise<SignedIn> {
  const email = normaliseEmail(input.email);
  await consumeRateLimits(db, [
    {
      bucket: `signin:ip:${input.clientIp}`,
      limit: deps.config.SIGNIN_LIMIT_PER_IP,
      windowSeconds: FIFTEEN_MINUTES,
      scope: 'address',
    },
    {
      bucket: `signin:account:${email}`,
      limit: deps.config.SIGNIN_LIMIT_PER_ACCOUNT,
      windowSeconds: FIFTEEN_MINUTES,
      scope: 'account',
    },
  ]);
  const found = await findUserByEmail(db, email);
  if (!found) {
    await deps.passwords.spendCheckTime(input.password);
    throw new AppError('invalid_credentials');
  }
  const correct = await deps.passwords.matches(found.password_hash, input.password);
  const outcome = await inTransaction(db, async (trx): Promise<SignInOutcome> => {
    const now = deps.now();
    const user = await lockUser(trx, found.id);
    if (!user) return { failed: 'invalid_credentials' };
    if (!correct) {
      await recordFailedSignIn(trx, user, input.clientIp, now);
      return { failed: 'invalid_credentials' };
    }
    // issue 27 item 1: a superuser's lock outlasts the failed sign-ins' one, so it is said first.
    if (isAdminLocked(user)) return { failed: 'account_locked_by_admin' };
    if (isLocked(user.locked_until, now)) return { failed: 'account_locked' };
    if (!user.email_verified_at) {
      const newest = await newestOneTimeTokenAt(trx, 'email_verification_keys', user.id);
      if (!newest || now.getTime() - newest.getTime() > VERIFICATION_RESEND_INTERVAL_MS)
        await outbox.add(trx, await requestEmailVerification(trx, user, now));
      return { failed: 'email_not_verified' };
    }
    await clearFailedSignIns(trx, user.id);
    return { session: await startSession(trx, deps, user), user };
  });
  if ('failed' in outcome) throw new AppError(outcome.failed);
  return outcome;
}
