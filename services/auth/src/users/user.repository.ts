import type { authV1 } from '@moorline/contracts';
import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { AuthTables, UserTable } from '../auth.tables';

export type User = Selectable<UserTable>;
type Db = Kysely<AuthTables> | Transaction<AuthTables>;

export function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findUserById(db: Db, userId: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
}

/** Locks the user's row for the rest of the transaction: lockout counting and password changes. */
export function lockUser(trx: Transaction<AuthTables>, userId: string): Promise<User | undefined> {
  return trx.selectFrom('users').selectAll().where('id', '=', userId).forUpdate().executeTakeFirst();
}

export function insertUser(db: Db, user: Insertable<UserTable>): Promise<User> {
  return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
}

export function markEmailVerified(db: Db, userId: string, now: Date): Promise<User> {
  return db
    .updateTable('users')
    .set({ email_verified_at: now, updated_at: now })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function profileOf(user: User): authV1.Profile {
  return {
    userId: user.id,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    phone: user.phone,
    isSuperuser: user.roles.includes('superuser'),
    isConcessionaire: user.roles.includes('concessionaire'),
    isManager: user.roles.includes('manager'),
    isEmployee: user.roles.includes('employee'),
    language: user.language,
  };
}
