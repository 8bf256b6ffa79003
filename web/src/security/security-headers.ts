import type { AppEnv } from '../config';

/** The bay video's players (issue 15 item 8): YouTube without cookies, Vimeo with dnt=1. */
export const VIDEO_PLAYERS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;

export type SecuritySettings = { appEnv: AppEnv; mapStyleOrigin?: string | null };

// Partners frame the embeddable map (ARCHITECTURE §1); every other page refuses to be framed.
export function isEmbeddablePath(pathname: string): boolean {
  return /^\/[a-z]{2}\/map-embed(\/|$)/.test(pathname);
}

/**
 * `embedOrigins`: for a map embed, the origins its partner registered (issue 5 item 10); only
 * they may frame it. Without any, nobody may.
 */
export function contentSecurityPolicy(
  nonce: string,
  pathname: string,
  settings: SecuritySettings,
  embedOrigins: readonly string[] = [],
): string {
  const dev = settings.appEnv === 'development';
  // A configured map style loads its tiles, glyphs and sprites from its own host.
  const mapStyle = settings.mapStyleOrigin ? ` ${settings.mapStyleOrigin}` : '';
  const framers = isEmbeddablePath(pathname) && embedOrigins.length > 0 ? embedOrigins.join(' ') : "'none'";
  const directives = [
    "default-src 'self'",
    // dev: React rebuilds server stacks with eval; never needed in production builds.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    // dev: the error overlay injects un-nonced styles; production styles are nonce'd files only.
    dev ? "style-src 'self' 'unsafe-inline'" : `style-src 'self' 'nonce-${nonce}'`,
    // The bay photos (issue 15 item 8) come from the API's media route, under our own /api.
    `img-src 'self' data: blob:${mapStyle}`,
    "font-src 'self'",
    // The API is served under our own origin (/api, issue 17), so 'self' covers every call.
    `connect-src 'self'${mapStyle}${dev ? ' ws:' : ''}`,
    // The map engine (MapLibre) decodes tiles in a worker served from our own static files, and
    // the account page registers the Web Push service worker, public/push-sw.js (issue 30 item 4).
    "worker-src 'self' blob:",
    // A bay's video plays only in these two privacy-friendly players, after a click.
    `frame-src ${VIDEO_PLAYERS.join(' ')}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${framers}`,
  ];
  // Only production is served over HTTPS everywhere; upgrading would break http://localhost APIs.
  if (settings.appEnv === 'production') directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

export function securityHeaders(
  nonce: string,
  pathname: string,
  settings: SecuritySettings,
  embedOrigins: readonly string[] = [],
): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(nonce, pathname, settings, embedOrigins),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // QR check-in (spec §4) asks for location on our own pages only.
    'Permissions-Policy': 'geolocation=(self), camera=(), microphone=()',
  };
  if (settings.appEnv !== 'development') {
    headers['Strict-Transport-Security'] = 'max-age=63072000; includeSubDomains';
  }
  return headers;
}

export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes));
}
