import type { FastifyReply, FastifyRequest } from 'fastify';

export const REFRESH_COOKIE = 'moorline_refresh';
// Covers /v1/auth/refresh, /logout and /change-password, and nothing else: the browser sends
// the refresh token only to the calls that need it.
const REFRESH_COOKIE_PATH = '/api/v1/auth';

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
  reply.setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    secure: settings.secure,
    sameSite: 'strict',
    path: REFRESH_COOKIE_PATH,
    ...(expiresAt ? { expires: expiresAt } : {}),
  });
}

export function clearRefreshCookie(reply: FastifyReply, settings: RefreshCookieSettings) {
  reply.clearCookie(REFRESH_COOKIE, {
    httpOnly: true,
    secure: settings.secure,
    sameSite: 'strict',
    path: REFRESH_COOKIE_PATH,
  });
}

export function refreshCookieOf(request: FastifyRequest): string {
  return request.cookies[REFRESH_COOKIE] ?? '';
}
