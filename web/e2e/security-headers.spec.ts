import { expect, test } from '@playwright/test';
import { DEFAULT_MAP_STYLE_URL } from '../src/config';

function nonceOf(csp: string): string {
  const match = /'nonce-([^']+)'/.exec(csp);
  return match?.[1] ?? '';
}

test('when a page is requested twice, then each answer has the security headers and its own fresh nonce', async ({
  request,
}) => {
  const first = await request.get('/en/about');
  const second = await request.get('/en/about');
  const cspFirst = first.headers()['content-security-policy'] ?? '';
  const cspSecond = second.headers()['content-security-policy'] ?? '';

  for (const directive of [
    "'strict-dynamic'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    // The API is under the web's own origin (/api/v1, issue 17); only the map's style host joins it.
    `connect-src 'self' ${new URL(DEFAULT_MAP_STYLE_URL).origin};`,
  ]) {
    expect(cspFirst).toContain(directive);
  }
  expect(nonceOf(cspFirst).length).toBeGreaterThanOrEqual(16);
  expect(nonceOf(cspFirst)).not.toBe(nonceOf(cspSecond));

  // Every script Next.js renders carries this response's nonce.
  const html = await first.text();
  const scriptNonces = [...html.matchAll(/<script[^>]*\snonce="([^"]+)"/g)].map((match) => match[1]);
  expect(scriptNonces.length).toBeGreaterThan(0);
  expect(new Set(scriptNonces)).toEqual(new Set([nonceOf(cspFirst)]));

  const headers = first.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  // The test server runs with APP_ENV=testing, which is outside development.
  expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
});

test('when the bare root and the 404 page are requested, then they carry the CSP too', async ({
  request,
}) => {
  for (const path of ['/', '/en/nothing-here']) {
    const response = await request.get(path);
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  }
});

test('when an unknown map embed is requested, then nobody may frame it', async ({ request }) => {
  const response = await request.get('/en/map-embed/3f1c2a9e-0000-4000-8000-000000000000');
  expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
});

test('when the demo map embed is requested, then only its partner origins may frame it', async ({
  request,
}) => {
  const response = await request.get('/en/map-embed/6f1c2a9e-4b7d-4c1e-9a55-2d7e8f0b3c11');
  expect(response.headers()['content-security-policy']).toContain(
    'frame-ancestors http://localhost:3000 http://127.0.0.1:3000',
  );
});
