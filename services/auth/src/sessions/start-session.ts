import type { Transaction } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { AuthTables } from '../auth.tables';
import type { AuthConfig } from '../config';
import type { AccessTokenIssuer } from '../tokens/access-token-issuer';
import { operatorOfUser } from '../operators/operator-bays';
import { fullNameOf, type User } from '../users/user.repository';
import { addRefreshToken, createFamily } from './refresh-token.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A signed-in browser's tokens: a short-lived access token and the refresh token behind it. */
export interface Session {
  accessToken: string;
  accessTokenExpiresAt: Date;
  refreshToken: string;
  refreshTokenExpiresAt: Date;
}

/** What starting or refreshing a session needs. */
export interface SessionDeps {
  now: () => Date;
  issueAccessToken: AccessTokenIssuer;
  config: Pick<AuthConfig, 'REFRESH_TOKEN_TTL_DAYS' | 'REFRESH_GRACE_SECONDS'>;
}

/** The access token for a user, paired with the refresh token behind it. */
export async function sessionFor(
  trx: Transaction<AuthTables>,
  deps: SessionDeps,
  user: User,
  refresh: { token: string; expiresAt: Date },
  now: Date,
): Promise<Session> {
  const operator = await operatorOfUser(trx, user);
  const access = await deps.issueAccessToken(
    {
      userId: user.id,
      email: user.email,
      name: fullNameOf(user),
      phone: user.phone,
      roles: user.roles,
      operator,
    },
    now,
  );
  return {
    accessToken: access.token,
    accessTokenExpiresAt: access.expiresAt,
    refreshToken: refresh.token,
    refreshTokenExpiresAt: refresh.expiresAt,
  };
}

/** A sign-in: a new refresh-token family with its first token, and an access token. */
export async function startSession(
  trx: Transaction<AuthTables>,
  deps: SessionDeps,
  user: User,
): Promise<Session> {
  const now = deps.now();
  const family = {
    id: randomUUID(),
    userId: user.id,
    now,
    expiresAt: new Date(now.getTime() + deps.config.REFRESH_TOKEN_TTL_DAYS * DAY_MS),
  };
  await createFamily(trx, family);
  const token = await addRefreshToken(trx, family.id, now);
  return sessionFor(trx, deps, user, { token, expiresAt: family.expiresAt }, now);
}
