import { isAdminLocked } from '../admin-users/admin-user-rules';
import { AppError, inTransaction } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { AuthTables } from '../auth.tables';
import { revokeAllFamilies } from '../sessions/refresh-token.repository';
import { startSession, type Session, type SessionDeps } from '../sessions/start-session';
import { recordFailedSignIn } from '../sign-in/record-failed-sign-in';
import { findUserById, lockUser, setPassword } from '../users/user.repository';
import type { PasswordChecks } from './password-checks';
import { assertAcceptableNewPassword } from './password-rules';

export interface PasswordChange {
  userId: string;
  currentPassword: string;
  newPassword: string;
  newPassword2: string;
  clientIp: string;
}

/**
 * spec §5: the current password must be right, and the new one typed twice. Every session
 * ends (issue item 6) and the caller gets a fresh one, so this browser stays signed in.
 * A wrong current password counts towards the lockout like a failed sign-in, so a stolen
 * access token cannot be used to guess the password.
 */
export async function changePassword(
  db: Kysely<AuthTables>,
  deps: SessionDeps & { passwords: PasswordChecks },
  change: PasswordChange,
): Promise<Session> {
  assertAcceptableNewPassword(change.newPassword, change.newPassword2);
  const found = await findUserById(db, change.userId);
  if (!found) throw new AppError('unauthenticated');
  // A locked user's last access token must not buy a new session.
  if (isAdminLocked(found)) throw new AppError('account_locked_by_admin');
  const correct = await deps.passwords.matches(found.password_hash, change.currentPassword);
  const passwordHash = correct ? await deps.passwords.hash(change.newPassword) : '';
  const session = await inTransaction(db, async (trx) => {
    const now = deps.now();
    const user = await lockUser(trx, change.userId);
    if (!user) return undefined;
    if (!correct) {
      await recordFailedSignIn(trx, user, change.clientIp, now);
      return undefined;
    }
    await setPassword(trx, user.id, passwordHash, now);
    await revokeAllFamilies(trx, user.id, 'password_changed', now);
    return startSession(trx, deps, user);
  });
  if (!session) throw new AppError('incorrect_current_password');
  return session;
}
