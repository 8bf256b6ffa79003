import { AppError, inTransaction, outbox, type Caller } from '@moorline/kit';
import { accountLockChanged } from '../events/auth-events';
import type { Kysely } from 'kysely';
import type { AuthTables } from '../auth.tables';
import { revokeAllFamilies } from '../sessions/refresh-token.repository';
import { lockUser, type User } from '../users/user.repository';
import { setAdminLock } from './admin-user.repository';
import { assertLockable, assertUserId, isAdminLocked, requireSuperuser } from './admin-user-rules';

interface LockInput {
  caller: Caller;
  userId: string;
}

/**
 * LockUser: the account can no longer sign in or refresh until a superuser unlocks it, and its
 * sessions end now. An access token already out lives its last minutes (10 at most), as after a
 * password change. Locking a locked account keeps the first lock's time and author. Each change
 * is announced (AccountLockChanged) for the audit log, in the change's transaction.
 */
export async function lockAccount(db: Kysely<AuthTables>, deps: { now: () => Date }, input: LockInput) {
  requireSuperuser(input.caller);
  const userId = assertUserId(input.userId);
  return inTransaction(db, async (trx): Promise<User> => {
    const user = await lockUser(trx, userId);
    if (!user) throw new AppError('not_found');
    assertLockable(user);
    if (isAdminLocked(user)) return user;
    const now = deps.now();
    await revokeAllFamilies(trx, user.id, 'account_locked', now);
    await outbox.add(
      trx,
      accountLockChanged(user, { locked: true, actorUserId: input.caller.userId, at: now }),
    );
    return setAdminLock(trx, user.id, { at: now, by: input.caller.userId }, now);
  });
}

/** UnlockUser: lifts the lock; the user signs in again (their sessions stay ended). */
export async function unlockAccount(db: Kysely<AuthTables>, deps: { now: () => Date }, input: LockInput) {
  requireSuperuser(input.caller);
  const userId = assertUserId(input.userId);
  return inTransaction(db, async (trx): Promise<User> => {
    const user = await lockUser(trx, userId);
    if (!user) throw new AppError('not_found');
    if (!isAdminLocked(user)) return user;
    const now = deps.now();
    await outbox.add(
      trx,
      accountLockChanged(user, { locked: false, actorUserId: input.caller.userId, at: now }),
    );
    return setAdminLock(trx, user.id, null, now);
  });
}
