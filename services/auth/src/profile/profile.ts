import { AppError, type AccessClaims, type AccessTokenVerifier } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { AuthTables } from '../auth.tables';
import { findUserById, updateUser, type User } from '../users/user.repository';
import { validLanguage, validPersonalText, validPhone } from '../users/user-rules';

type Db = Kysely<AuthTables>;

/** A token for an account that no longer exists is as good as no token. */
async function existingUser(db: Db, userId: string): Promise<User> {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('unauthenticated');
  return user;
}

export async function getProfile(db: Db, userId: string): Promise<User> {
  return existingUser(db, userId);
}

export async function updateProfile(
  db: Db,
  deps: { now: () => Date },
  input: { userId: string; firstName: string; lastName: string; phone: string },
): Promise<User> {
  const user = await updateUser(db, input.userId, {
    first_name: validPersonalText(input.firstName, { required: true, maxLength: 100 }),
    last_name: validPersonalText(input.lastName, { required: true, maxLength: 100 }),
    phone: validPhone(input.phone),
    updated_at: deps.now(),
  });
  if (!user) throw new AppError('unauthenticated');
  return user;
}

/** The signed-in user's language: the web app's switcher calls it, emails follow it. */
export async function updateLanguage(
  db: Db,
  deps: { now: () => Date },
  input: { userId: string; language: string },
): Promise<string> {
  const user = await updateUser(db, input.userId, {
    language: validLanguage(input.language),
    updated_at: deps.now(),
  });
  if (!user) throw new AppError('unauthenticated');
  return user.language;
}

/** GET /v1/auth/verify: a valid token of an account that still exists. */
export async function verifySession(
  db: Db,
  verifyAccessToken: AccessTokenVerifier,
  accessToken: string,
): Promise<AccessClaims> {
  const claims = await verifyAccessToken(accessToken);
  await existingUser(db, claims.userId);
  return claims;
}
