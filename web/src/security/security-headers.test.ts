import { describe, expect, it } from '@jest/globals';
import { contentSecurityPolicy, createNonce, securityHeaders } from './security-headers';

const settings = { appEnv: 'production' } as const;

describe('contentSecurityPolicy', () => {
  it('when a normal page is served, then framing is refused and scripts need the nonce', () => {
    const csp = contentSecurityPolicy('abc', '/en/about', settings);
    expect(csp).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    // The API is under the web's own origin (/api): nothing else to connect to.
    expect(csp).toMatch(/connect-src 'self';/);
    expect(csp).not.toContain('unsafe-eval');
  });

  it('when in development, then eval and inline styles are allowed for the dev overlay', () => {
    const csp = contentSecurityPolicy('abc', '/en', { appEnv: 'development' });
    expect(csp).toContain("'unsafe-eval'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('when the map embed is served, then only its partner origins may frame it', () => {
    const origins = ['https://club.example', 'http://localhost:3000'];
    expect(contentSecurityPolicy('abc', '/sl/map-embed/1b2c', settings, origins)).toContain(
      'frame-ancestors https://club.example http://localhost:3000',
    );
    expect(contentSecurityPolicy('abc', '/sl/map-embed/1b2c', settings)).toContain("frame-ancestors 'none'");
    expect(contentSecurityPolicy('abc', '/sl/about', settings, origins)).toContain("frame-ancestors 'none'");
  });

  it('when a bay page is served, then photos come from our own /api and only the two video players may be framed', () => {
    const csp = contentSecurityPolicy('abc', '/en/bays/lopud', settings);
    expect(csp).toMatch(/img-src 'self' data: blob:;/);
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com https://player.vimeo.com');
    expect(csp).not.toMatch(/frame-src[^;]*youtube\.com[^;]*;/);
  });

  it('when any page is served, then the map engine may start its worker from our own files', () => {
    expect(contentSecurityPolicy('abc', '/en/map', settings)).toContain("worker-src 'self' blob:");
  });

  it('when the account page registers the Web Push service worker, then /push-sw.js is of our own origin', () => {
    // Issue 30 item 4: a service worker's script is fetched under worker-src; 'self' covers public/push-sw.js.
    expect(contentSecurityPolicy('abc', '/en/dashboard/account', settings)).toMatch(/worker-src 'self'/);
  });

  it('when a map style is configured, then its host may serve tiles and images', () => {
    const csp = contentSecurityPolicy('abc', '/en/map', {
      ...settings,
      mapStyleOrigin: 'https://tiles.example',
    });
    expect(csp).toContain("connect-src 'self' https://tiles.example");
    expect(csp).toContain("img-src 'self' data: blob: https://tiles.example");
  });
});

describe('securityHeaders', () => {
  it('when in development, then HSTS is left out', () => {
    const headers = securityHeaders('n', '/en', { appEnv: 'development' });
    expect(headers['Strict-Transport-Security']).toBeUndefined();
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
  });

  it('when outside development, then HSTS is sent', () => {
    expect(securityHeaders('n', '/en', settings)['Strict-Transport-Security']).toMatch(/max-age=\d+/);
  });

  it('when two nonces are made, then they differ', () => {
    expect(createNonce()).not.toBe(createNonce());
  });
});
