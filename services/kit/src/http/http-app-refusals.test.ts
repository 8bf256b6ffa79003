import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { request as httpRequest } from 'node:http';
import { AppError } from '../errors/app-error';
import { createLogger } from '../logging/logger';
import { createHttpApp } from './http-app';

// Issue 11 item 4: whatever the framework refuses is a 4xx in our {code, message} shape.

const logger = createLogger({ service: 'test', level: 'silent', pretty: false });
const app = createHttpApp({ logger, readiness: {} });
app.post('/things', async (request) => ({ got: request.body }));
app.get('/things/:slug', async (request) => request.params);
app.get('/pictures/:id/:width.:format', async (request) => request.params);
app.get('/busy', async () => {
  throw new AppError('too_many_requests');
});

beforeAll(async () => {
  await app.ready();
});
afterAll(() => app.close());

const postThings = (payload: string | Buffer, contentType = 'application/json') =>
  app.inject({ method: 'POST', url: '/things', payload, headers: { 'content-type': contentType } });

describe('framework refusals', () => {
  it.each([
    [
      'form-urlencoded',
      () => postThings('a=1', 'application/x-www-form-urlencoded'),
      415,
      'unsupported_media_type',
    ],
    [
      'multipart',
      () => postThings('--x\r\n\r\n--x--', 'multipart/form-data; boundary=x'),
      415,
      'unsupported_media_type',
    ],
    [
      'an unknown content type',
      () => postThings('hello', 'application/x-moorline'),
      415,
      'unsupported_media_type',
    ],
    ['an empty JSON body', () => postThings(''), 400, 'invalid_request'],
    ['malformed JSON', () => postThings('{"a":'), 400, 'invalid_request'],
    [
      'bytes that are not UTF-8',
      () => postThings(Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d])),
      400,
      'invalid_request',
    ],
    ['a __proto__ key', () => postThings('{"__proto__":{"admin":true}}'), 400, 'invalid_request'],
    ['a NUL in a body string', () => postThings('{"name":"a\\u0000b"}'), 400, 'invalid_request'],
    ['a NUL in a body key', () => postThings('{"a\\u0000":1}'), 400, 'invalid_request'],
    [
      'a 2 MB body',
      () => postThings(JSON.stringify({ text: 'x'.repeat(2_000_000) })),
      413,
      'payload_too_large',
    ],
    ['a NUL in the path', () => app.inject({ method: 'GET', url: '/things/%00' }), 400, 'invalid_request'],
    [
      'a NUL in the query',
      () => app.inject({ method: 'GET', url: '/things/a?q=%00' }),
      400,
      'invalid_request',
    ],
    [
      'escapes that are not UTF-8',
      () => app.inject({ method: 'GET', url: '/things/%C3%28' }),
      400,
      'invalid_request',
    ],
    [
      'a bad escape in the query',
      () => app.inject({ method: 'GET', url: '/things/a?q=%ZZ' }),
      400,
      'invalid_request',
    ],
    [
      'an over-long path parameter',
      () => app.inject({ method: 'GET', url: `/things/${'a'.repeat(300)}` }),
      400,
      'invalid_request',
    ],
    [
      'an over-long address',
      () => app.inject({ method: 'GET', url: `/things/a?q=${'a'.repeat(9_000)}` }),
      414,
      'uri_too_long',
    ],
    ['an unknown path', () => app.inject({ method: 'GET', url: '/nowhere' }), 404, 'not_found'],
  ])('when a request has %s, then it is refused with its 4xx and code', async (_, send, status, code) => {
    const response = await send();
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ code, message: expect.any(String) });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('when a clean JSON body arrives, then the route gets it', async () => {
    const response = await postThings('{"name":"Marta Kovač"}');
    expect(response.json()).toEqual({ got: { name: 'Marta Kovač' } });
  });

  it('when a path exists under another method, then it is 405 with Allow', async () => {
    const response = await app.inject({ method: 'DELETE', url: '/things/a' });
    expect(response.statusCode).toBe(405);
    expect(response.json()).toEqual({ code: 'method_not_allowed', message: 'Method not allowed' });
    expect(response.headers.allow).toBe('GET, HEAD');
  });

  it('when a path looks like a route of the same method but the router cannot match it, then it is 404, not 405', async () => {
    const matched = await app.inject({ method: 'GET', url: '/pictures/a/640.webp' });
    expect(matched.json()).toEqual({ id: 'a', width: '640', format: 'webp' });
    const unmatched = await app.inject({ method: 'GET', url: '/pictures/a/640.w%0Dp' });
    expect(unmatched.statusCode).toBe(404);
    expect(unmatched.json()).toEqual({ code: 'not_found', message: expect.any(String) });
  });

  it('when an unknown route comes with a body or a method that needs one, then the route decides, not the body', async () => {
    const query = await app.inject({ method: 'QUERY', url: '/things/a' });
    expect(query.statusCode).toBe(405);
    const formToNowhere = await app.inject({
      method: 'POST',
      url: '/nowhere',
      payload: 'a=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(formToNowhere.statusCode).toBe(404);
  });

  it('when an answer is 429, then it says when to retry', async () => {
    const response = await app.inject({ method: 'GET', url: '/busy' });
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('when a request carries a bearer token, then its answer is not stored', async () => {
    const signedIn = await app.inject({
      method: 'GET',
      url: '/things/a',
      headers: { authorization: 'Bearer x' },
    });
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const anonymous = await app.inject({ method: 'GET', url: '/things/a' });
    expect(anonymous.headers['cache-control']).toBeUndefined();
  });
});

describe('requests Node refuses before Fastify', () => {
  it('when the headers are too large, then it is 431 in our shape', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.addresses()[0];
    const port = typeof address === 'object' ? address.port : 0;
    const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const outgoing = httpRequest(
        { port, path: '/healthz', headers: { 'x-big': 'a'.repeat(20_000) } },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      outgoing.on('error', reject);
      outgoing.end();
    });
    expect(status).toBe(431);
    expect(JSON.parse(body)).toEqual({ code: 'header_fields_too_large', message: expect.any(String) });
  });
});

describe('the client address', () => {
  const addressOf = async (trustProxy: false | number, forwardedFor: string) => {
    const behindProxy = createHttpApp({ logger, readiness: {}, trustProxy });
    behindProxy.get('/ip', async (request) => ({ ip: request.ip }));
    const response = await behindProxy.inject({
      method: 'GET',
      url: '/ip',
      remoteAddress: '10.0.0.5',
      headers: { 'x-forwarded-for': forwardedFor },
    });
    await behindProxy.close();
    return response.json<{ ip: string }>().ip;
  };

  it('when no proxy is trusted, then X-Forwarded-For is ignored', async () => {
    expect(await addressOf(false, '203.0.113.9')).toBe('10.0.0.5');
  });

  it('when one proxy is trusted, then the address it saw is used, not one the browser wrote', async () => {
    expect(await addressOf(1, '6.6.6.6, 203.0.113.9')).toBe('203.0.113.9');
  });
});
