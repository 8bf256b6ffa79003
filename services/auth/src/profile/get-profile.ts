import { AppError } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { AuthTables } from '../auth.tables';
import { findUserById, type User } from '../users/user.repository';

type Db = Kysely<AuthTables>;

/** A token for an account that no longer exists is as good as no token. */
export async function existingUser(db: Db, userId: string): Promise<User> {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('unauthenticated');
  return user;
}

export async function getProfile(db: Db, userId: string): Promise<User> {
  return existingUser(db, userId);
}
