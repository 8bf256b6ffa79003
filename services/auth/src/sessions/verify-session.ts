import type { AccessClaims, AccessTokenVerifier } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { AuthTables } from '../auth.tables';
import { assertAccountHolder } from '../guests/guest-rules';
import { existingUser } from '../profile/get-profile';

/** GET /v1/auth/verify: a valid token of an account that still exists (a guest has none). */
export async function verifySession(
  db: Kysely<AuthTables>,
  verifyAccessToken: AccessTokenVerifier,
  accessToken: string,
): Promise<AccessClaims> {
  const claims = await verifyAccessToken(accessToken);
  assertAccountHolder(claims.roles);
  await existingUser(db, claims.userId);
  return claims;
}
