import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
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

export async function setPassword(db: Db, userId: string, passwordHash: string, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: now })
    .where('id', '=', userId)
    .execute();
}

/** A completed reset also verifies the email: following the link proved the inbox is the user's. */
export function resetPassword(db: Db, user: User, passwordHash: string, now: Date): Promise<User> {
  return db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: now, email_verified_at: user.email_verified_at ?? now })
    .where('id', '=', user.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The changed user, or undefined when the account no longer exists. */
export function updateUser(
  db: Db,
  userId: string,
  changes: Updateable<UserTable>,
): Promise<User | undefined> {
  return db.updateTable('users').set(changes).where('id', '=', userId).returningAll().executeTakeFirst();
}

/** The name a token carries and an invoice names the buyer by: given and family name. */
export function fullNameOf(user: Pick<User, 'first_name' | 'last_name'>): string {
  return [user.first_name, user.last_name]
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(' ');
}
