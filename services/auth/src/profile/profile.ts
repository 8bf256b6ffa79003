import type { authV1 } from '@moorline/contracts';
import { AppError } from '@moorline/kit';
import type { AuthContext } from '../auth-context';
import { profileMessage as profileOf } from '../grpc/auth-messages';
import { findUserById } from '../users/user.repository';
import { validLanguage, validPersonalText, validPhone } from '../users/user-rules';

/** A token for an account that no longer exists is as good as no token. */
async function existingUser(ctx: AuthContext, userId: string) {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError('unauthenticated');
  return user;
}

export async function getProfile(ctx: AuthContext, userId: string): Promise<authV1.Profile> {
  return profileOf(await existingUser(ctx, userId));
}

export async function updateProfile(
  ctx: AuthContext,
  input: { userId: string; firstName: string; lastName: string; phone: string },
): Promise<authV1.Profile> {
  const changes = {
    first_name: validPersonalText(input.firstName, { required: true, maxLength: 100 }),
    last_name: validPersonalText(input.lastName, { required: true, maxLength: 100 }),
    phone: validPhone(input.phone),
    updated_at: ctx.now(),
  };
  const user = await ctx.db
    .updateTable('users')
    .set(changes)
    .where('id', '=', input.userId)
    .returningAll()
    .executeTakeFirst();
  if (!user) throw new AppError('unauthenticated');
  return profileOf(user);
}

/** The signed-in user's language: the web app's switcher calls it, emails follow it. */
export async function updateLanguage(ctx: AuthContext, userId: string, language: string): Promise<string> {
  const result = await ctx.db
    .updateTable('users')
    .set({ language: validLanguage(language), updated_at: ctx.now() })
    .where('id', '=', userId)
    .returning('language')
    .executeTakeFirst();
  if (!result) throw new AppError('unauthenticated');
  return result.language;
}

/** GET /v1/auth/verify: a valid token of an account that still exists. */
export async function verifySession(ctx: AuthContext, accessToken: string): Promise<authV1.Claims> {
  const claims = await ctx.verifyAccessToken(accessToken);
  await existingUser(ctx, claims.userId);
  return {
    userId: claims.userId,
    email: claims.email,
    isSuperuser: claims.roles.includes('superuser'),
    isConcessionaire: claims.roles.includes('concessionaire'),
    isManager: claims.roles.includes('manager'),
    isEmployee: claims.roles.includes('employee'),
    tokenId: claims.tokenId,
    issuedAt: claims.issuedAt,
    expiresAt: claims.expiresAt,
  };
}
