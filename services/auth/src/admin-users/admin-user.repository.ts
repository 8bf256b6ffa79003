import type { Kysely, Transaction } from 'kysely';
import type { AuthTables } from '../auth.tables';
import type { User } from '../users/user.repository';

type Db = Kysely<AuthTables> | Transaction<AuthTables>;

/** Accounts whose email matches the LIKE pattern, by email, after `afterEmail` (keyset page). */
export function findUsersByEmailPattern(
  db: Db,
  query: { pattern: string; afterEmail: string | null; limit: number },
): Promise<User[]> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email', 'like', query.pattern)
    .$if(query.afterEmail !== null, (q) => q.where('email', '>', query.afterEmail ?? ''))
    .orderBy('email')
    .limit(query.limit)
    .execute();
}

/** Sets or lifts a superuser's lock; `lock` null lifts it. */
export function setAdminLock(
  db: Db,
  userId: string,
  lock: { at: Date; by: string } | null,
  now: Date,
): Promise<User> {
  return db
    .updateTable('users')
    .set({ admin_locked_at: lock?.at ?? null, admin_locked_by: lock?.by ?? null, updated_at: now })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}
