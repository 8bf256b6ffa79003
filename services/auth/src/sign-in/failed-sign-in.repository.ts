import type { Kysely } from 'kysely';
import type { AuthTables } from '../auth.tables';

type Db = Kysely<AuthTables>;

export async function insertFailedSignIn(
  db: Db,
  failure: { userId: string; clientIp: string; now: Date },
): Promise<void> {
  await db
    .insertInto('failed_sign_ins')
    .values({ user_id: failure.userId, client_ip: failure.clientIp, failed_at: failure.now })
    .execute();
}

export async function countFailedSignInsSince(db: Db, userId: string, since: Date): Promise<number> {
  const { count } = await db
    .selectFrom('failed_sign_ins')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('failed_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function lockUserUntil(db: Db, userId: string, lockedUntil: Date): Promise<void> {
  await db.updateTable('users').set({ locked_until: lockedUntil }).where('id', '=', userId).execute();
}

/**
 * A successful sign-in past the lock, or a completed password reset, forgives the failures
 * before it and lifts any lock.
 */
export async function clearFailedSignIns(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('failed_sign_ins').where('user_id', '=', userId).execute();
  await db.updateTable('users').set({ locked_until: null }).where('id', '=', userId).execute();
}
