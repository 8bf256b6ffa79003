import { describe, expect, it } from '@jest/globals';
import { AppError, createHttpApp, createLogger, type TrustedProxies } from '@moorline/kit';
import { trustedProxies } from '../config';
import { clientInfo } from './caller';
import { assertSameSiteCaller } from './same-site-guard';

const logger = createLogger({ service: 'test', level: 'silent', pretty: false });
const WEB_ORIGINS = ['http://localhost:3000'];
// The BFF's default: the web app's own server on this machine is the one proxy believed.
const behindTheWebApp = trustedProxies('loopback');

type Call = { remoteAddress?: string; headers: Record<string, string> };

/** A one-route app that answers the guard's verdict and the client address it derived. */
async function ask(call: Call, trustProxy: TrustedProxies = behindTheWebApp) {
  const app = createHttpApp({ logger, readiness: {}, trustProxy });
  app.post('/api/v1/auth/refresh', async (request) => {
    try {
      assertSameSiteCaller(request, WEB_ORIGINS);
      return { allowed: true, ip: clientInfo(request).ip };
    } catch (error) {
      if (error instanceof AppError) return { allowed: false, ip: clientInfo(request).ip };
      throw error;
    }
  });
  const answer = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/refresh',
    remoteAddress: call.remoteAddress ?? '127.0.0.1',
    headers: call.headers,
  });
  await app.close();
  return answer.json<{ allowed: boolean; ip: string }>();
}

/** What the web app's /api proxy sends on for a page opened at `webOrigin`. */
function throughTheWebApp(webOrigin: string, extra: Record<string, string> = {}) {
  const url = new URL(webOrigin);
  return {
    origin: webOrigin,
    'sec-fetch-site': 'same-origin',
    host: 'localhost:8000',
    'x-forwarded-host': url.host,
    'x-forwarded-proto': url.protocol.replace(':', ''),
    'x-forwarded-for': '192.168.1.23',
    ...extra,
  };
}

describe('the same-site guard of cookie-authenticated calls', () => {
  it('when the page is on the host the web app was opened with, then it may call, whatever that host is', async () => {
    for (const webOrigin of ['http://127.0.0.1:3000', 'http://localhost:3000', 'http://192.168.1.10:3000']) {
      expect(await ask({ headers: throughTheWebApp(webOrigin) })).toMatchObject({ allowed: true });
    }
  });

  it('when a page calls the BFF on its own port from a listed origin, then it may call', async () => {
    const headers = {
      origin: 'http://localhost:3000',
      'sec-fetch-site': 'same-site',
      host: 'localhost:8000',
    };
    expect(await ask({ headers })).toMatchObject({ allowed: true });
  });

  it('when a page of another site calls, then it is refused, through the web app or directly', async () => {
    const forged = throughTheWebApp('http://127.0.0.1:3000', { origin: 'https://evil.example' });
    expect(await ask({ headers: forged })).toMatchObject({ allowed: false });
    const direct = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', host: 'localhost:8000' };
    expect(await ask({ headers: direct })).toMatchObject({ allowed: false });
    const crossSite = { ...throughTheWebApp('http://127.0.0.1:3000'), 'sec-fetch-site': 'cross-site' };
    expect(await ask({ headers: crossSite })).toMatchObject({ allowed: false });
  });

  it('when forwarded headers come from an address that is no trusted proxy, then they name no origin', async () => {
    // A caller elsewhere cannot make its own origin the "addressed" one by writing X-Forwarded-Host.
    const headers = throughTheWebApp('https://evil.example');
    expect(await ask({ remoteAddress: '203.0.113.9', headers })).toMatchObject({ allowed: false });
    expect(await ask({ headers }, false)).toMatchObject({ allowed: false });
  });
});

describe('the client address behind the web app (sign-in and reset limits count per client)', () => {
  it('when the web app forwards a request, then the address it saw is the client', async () => {
    expect(await ask({ headers: throughTheWebApp('http://127.0.0.1:3000') })).toMatchObject({
      ip: '192.168.1.23',
    });
  });

  it('when the browser wrote its own X-Forwarded-For, then only the entry the web app added counts', async () => {
    const headers = throughTheWebApp('http://127.0.0.1:3000', { 'x-forwarded-for': '6.6.6.6, 192.168.1.23' });
    expect(await ask({ headers })).toMatchObject({ ip: '192.168.1.23' });
  });

  it('when a request comes from elsewhere than a trusted proxy, then its X-Forwarded-For is ignored', async () => {
    const headers = throughTheWebApp('http://127.0.0.1:3000');
    expect(await ask({ remoteAddress: '203.0.113.9', headers })).toMatchObject({ ip: '203.0.113.9' });
  });
});
