import { createCallerResolver, type AccessTokenVerifier, type Caller } from '@moorline/kit';
import type { FastifyRequest } from 'fastify';

/**
 * The signed-in caller, from a verified `Authorization: Bearer` access token, as every service
 * derives it (the kit's caller resolver). A missing, malformed, expired or forged token is 401
 * `unauthenticated`, which tells the web app to refresh (spec §4).
 */
export function requireCaller(
  request: FastifyRequest,
  verifyAccessToken: AccessTokenVerifier,
): Promise<Caller> {
  return createCallerResolver(verifyAccessToken).requireCaller(request);
}

/**
 * An `onRequest` hook for routes of signed-in users only: without a valid token the answer is
 * 401 before the body is read and without a call to the service behind (which checks the
 * forwarded token again, as the authority).
 */
export function signedInOnly(verifyAccessToken: AccessTokenVerifier) {
  return async (request: FastifyRequest): Promise<void> => {
    await requireCaller(request, verifyAccessToken);
  };
}

/**
 * The caller for resources open to everyone: anonymous without a token. A token that no longer
 * verifies is still a 401, so the web app refreshes instead of silently showing the anonymous
 * view to a signed-in user.
 */
export function optionalCaller(
  request: FastifyRequest,
  verifyAccessToken: AccessTokenVerifier,
): Promise<Caller | undefined> {
  return createCallerResolver(verifyAccessToken).optionalCaller(request);
}

export function clientInfo(request: FastifyRequest) {
  return { ip: request.ip, userAgent: (request.headers['user-agent'] ?? '').slice(0, 256) };
}
