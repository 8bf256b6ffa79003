import { AppError, bearerToken, type AccessClaims, type AccessTokenVerifier } from '@moorline/kit';
import type { FastifyRequest } from 'fastify';

/**
 * The signed-in caller, from a verified `Authorization: Bearer` access token. A missing,
 * malformed, expired or forged token is 401 `unauthenticated`, which tells the web app to
 * refresh (spec §4).
 */
export async function requireCaller(
  request: FastifyRequest,
  verifyAccessToken: AccessTokenVerifier,
): Promise<AccessClaims> {
  const token = bearerToken(request.headers.authorization);
  if (!token) throw new AppError('unauthenticated');
  return verifyAccessToken(token);
}

/**
 * The caller for resources open to everyone: anonymous without a token. A token that no longer
 * verifies is still a 401, so the web app refreshes instead of silently showing the anonymous
 * view to a signed-in user.
 */
export async function optionalCaller(
  request: FastifyRequest,
  verifyAccessToken: AccessTokenVerifier,
): Promise<AccessClaims | undefined> {
  const token = bearerToken(request.headers.authorization);
  return token ? verifyAccessToken(token) : undefined;
}

export function clientInfo(request: FastifyRequest) {
  return { ip: request.ip, userAgent: (request.headers['user-agent'] ?? '').slice(0, 256) };
}
