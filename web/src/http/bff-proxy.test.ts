import { describe, expect, it } from '@jest/globals';
import { proxyToBff } from './bff-proxy';

type Sent = { url: string; init: RequestInit };

function bffAnswering(answer: () => Response) {
  const sent: Sent[] = [];
  const deps = {
    serverApiBaseUrl: 'http://bff.internal:8000/api',
    fetch: (async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      return answer();
    }) as typeof fetch,
  };
  return { sent, deps };
}

// What the route handler gets once Next filled the forwarding headers from the connection.
const fromBrowser = (init: RequestInit = {}) =>
  new Request('http://127.0.0.1:3000/api/v1/auth/refresh?x=1', {
    method: 'POST',
    ...init,
    headers: {
      host: '127.0.0.1:3000',
      origin: 'http://127.0.0.1:3000',
      cookie: 'moorline_refresh=abc',
      'x-forwarded-for': '192.168.1.23',
      'x-forwarded-proto': 'http',
      'accept-encoding': 'gzip, br',
      ...(init.headers as Record<string, string> | undefined),
    },
  });

describe('the /api proxy to the BFF', () => {
  it('when the browser calls, then the BFF gets the same path and query with the host, scheme and client it saw', async () => {
    const bff = bffAnswering(() => Response.json({ access: 't' }));
    await proxyToBff(fromBrowser(), bff.deps);
    const [call] = bff.sent;
    expect(call?.url).toBe('http://bff.internal:8000/api/v1/auth/refresh?x=1');
    const headers = new Headers(call?.init.headers);
    expect(headers.get('x-forwarded-host')).toBe('127.0.0.1:3000');
    expect(headers.get('x-forwarded-proto')).toBe('http');
    expect(headers.get('x-forwarded-for')).toBe('192.168.1.23');
    expect(headers.get('origin')).toBe('http://127.0.0.1:3000');
    expect(headers.get('cookie')).toBe('moorline_refresh=abc');
    expect(headers.get('host')).toBeNull();
    expect(headers.get('accept-encoding')).toBe('identity');
  });

  it('when an IPv4 client reached the dual-stack server, then the BFF gets the plain IPv4 address', async () => {
    const bff = bffAnswering(() => Response.json({}));
    await proxyToBff(fromBrowser({ headers: { 'x-forwarded-for': '::ffff:192.0.2.2' } }), bff.deps);
    expect(new Headers(bff.sent[0]?.init.headers).get('x-forwarded-for')).toBe('192.0.2.2');
  });

  it('when the BFF sets two cookies, then the browser gets both, each as its own header', async () => {
    const bff = bffAnswering(() => {
      const headers = new Headers({ 'content-type': 'application/json' });
      headers.append('set-cookie', 'moorline_refresh=new; Path=/api/v1/auth; HttpOnly');
      headers.append('set-cookie', 'moorline_session=1; Path=/');
      return new Response('{"access":"t"}', { status: 200, headers });
    });
    const answer = await proxyToBff(fromBrowser(), bff.deps);
    expect(answer.status).toBe(200);
    expect(answer.headers.getSetCookie()).toEqual([
      'moorline_refresh=new; Path=/api/v1/auth; HttpOnly',
      'moorline_session=1; Path=/',
    ]);
    expect(await answer.json()).toEqual({ access: 't' });
  });

  it('when the BFF cannot be reached, then 503 with the catalogue code', async () => {
    const bff = bffAnswering(() => {
      throw new TypeError('fetch failed');
    });
    const answer = await proxyToBff(fromBrowser({ method: 'GET' }), bff.deps);
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({ code: 'unavailable', message: 'Something went wrong' });
  });
});
