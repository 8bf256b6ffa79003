import type { Transaction } from 'kysely';
import type { AuthTables } from '../auth.tables';
import { LOCKOUT_WINDOW_MS, lockAfterFailure } from './lockout-rules';
import type { User } from '../users/user.repository';

type Trx = Transaction<AuthTables>;

/** Records a wrong password and locks the account when it was one too many. Needs the user row locked. */
export async function recordFailedSignIn(trx: Trx, user: User, clientIp: string, now: Date): Promise<void> {
  await trx
    .insertInto('failed_sign_ins')
    .values({ user_id: user.id, client_ip: clientIp, failed_at: now })
    .execute();
  const { count } = await trx
    .selectFrom('failed_sign_ins')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', user.id)
    .where('failed_at', '>', new Date(now.getTime() - LOCKOUT_WINDOW_MS))
    .executeTakeFirstOrThrow();
  const lockedUntil = lockAfterFailure(Number(count), user.locked_until, now);
  if (lockedUntil)
    await trx.updateTable('users').set({ locked_until: lockedUntil }).where('id', '=', user.id).execute();
}

/**
 * A successful sign-in past the lock, or a completed password reset, forgives the failures
 * before it and lifts any lock.
 */
export async function clearFailedSignIns(trx: Trx, userId: string): Promise<void> {
  await trx.deleteFrom('failed_sign_ins').where('user_id', '=', userId).execute();
  await trx.updateTable('users').set({ locked_until: null }).where('id', '=', userId).execute();
}
