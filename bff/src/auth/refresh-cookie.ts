import type { FastifyReply, FastifyRequest } from 'fastify';

export const REFRESH_COOKIE = 'moorline_refresh';
// Covers /v1/auth/refresh, /logout and /change-password, and nothing else: the browser sends
// the refresh token only to the calls that need it.
const REFRESH_COOKIE_PATH = '/api/v1/auth';

/**
 * The session hint (issue 17): a cookie the web app's scripts may read, saying only that a
 * refresh cookie was set. It carries no secret (its value is `1`), is set and cleared in the same
 * answers as the refresh cookie and expires with it, so the web app asks for a silent refresh
 * only when one can succeed: an anonymous page view sends no refresh call at all. A cookie rather
 * than a flag in localStorage because the server ends it together with the session (sign-out,
 * a spent or revoked token, expiry), which a flag the browser keeps cannot follow.
 */
export const SESSION_HINT_COOKIE = 'moorline_session';
const SESSION_HINT_PATH = '/';

export interface RefreshCookieSettings {
  /** Secure outside development (issue item 6). */
  secure: boolean;
}

export function setRefreshCookie(
  reply: FastifyReply,
  settings: RefreshCookieSettings,
  token: string,
  expiresAt: Date | undefined,
) {
  const lifetime = {
    secure: settings.secure,
    sameSite: 'strict',
    ...(expiresAt ? { expires: expiresAt } : {}),
  } as const;
  reply.setCookie(REFRESH_COOKIE, token, { ...lifetime, httpOnly: true, path: REFRESH_COOKIE_PATH });
  reply.setCookie(SESSION_HINT_COOKIE, '1', { ...lifetime, httpOnly: false, path: SESSION_HINT_PATH });
}

export function clearRefreshCookie(reply: FastifyReply, settings: RefreshCookieSettings) {
  const attributes = { secure: settings.secure, sameSite: 'strict' } as const;
  reply.clearCookie(REFRESH_COOKIE, { ...attributes, httpOnly: true, path: REFRESH_COOKIE_PATH });
  reply.clearCookie(SESSION_HINT_COOKIE, { ...attributes, httpOnly: false, path: SESSION_HINT_PATH });
}

export function refreshCookieOf(request: FastifyRequest): string {
  return request.cookies[REFRESH_COOKIE] ?? '';
}
