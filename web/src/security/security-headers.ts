import type { AppEnv } from '../config';

export type SecuritySettings = { appEnv: AppEnv; apiOrigin: string };

// Partners frame the embeddable map (ARCHITECTURE §1); every other page refuses to be framed.
export function isEmbeddablePath(pathname: string): boolean {
  return /^\/[a-z]{2}\/map-embed(\/|$)/.test(pathname);
}

export function contentSecurityPolicy(nonce: string, pathname: string, settings: SecuritySettings): string {
  const dev = settings.appEnv === 'development';
  const directives = [
    "default-src 'self'",
    // dev: React rebuilds server stacks with eval; never needed in production builds.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    // dev: the error overlay injects un-nonced styles; production styles are nonce'd files only.
    dev ? "style-src 'self' 'unsafe-inline'" : `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self' ${settings.apiOrigin}${dev ? ' ws:' : ''}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${isEmbeddablePath(pathname) ? '*' : "'none'"}`,
  ];
  // Only production is served over HTTPS everywhere; upgrading would break http://localhost APIs.
  if (settings.appEnv === 'production') directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

export function securityHeaders(
  nonce: string,
  pathname: string,
  settings: SecuritySettings,
): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(nonce, pathname, settings),
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
