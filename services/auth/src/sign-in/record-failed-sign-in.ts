import type { Transaction } from 'kysely';
import type { AuthTables } from '../auth.tables';
import type { User } from '../users/user.repository';
import { countFailedSignInsSince, insertFailedSignIn, lockUserUntil } from './failed-sign-in.repository';
import { LOCKOUT_WINDOW_MS, lockAfterFailure } from './lockout-rules';

type Trx = Transaction<AuthTables>;

/**
 * Records a wrong password and locks the account when it was one too many. Sign-in and a
 * password change share it; the caller holds the user's row locked, so failures count one at a time.
 */
export async function recordFailedSignIn(trx: Trx, user: User, clientIp: string, now: Date): Promise<void> {
  await insertFailedSignIn(trx, { userId: user.id, clientIp, now });
  const recent = await countFailedSignInsSince(trx, user.id, new Date(now.getTime() - LOCKOUT_WINDOW_MS));
  const lockedUntil = lockAfterFailure(recent, user.locked_until, now);
  if (lockedUntil) await lockUserUntil(trx, user.id, lockedUntil);
}
