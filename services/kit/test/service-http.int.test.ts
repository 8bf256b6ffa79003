import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  startServiceUnderTest,
  type ServiceUnderTest,
} from '@moorline/deploy/src/testing/service-under-test';
import type { ServiceConfig } from '../src/config/common-env';
import type { KitTables } from '../src/db/kit.tables';
import { AppError } from '../src/errors/app-error';
import { captureRawBody, rawBodyOf } from '../src/http/raw-body';
import type { ServiceDefinition } from '../src/runtime/run-service';

// A payment provider signs its webhook over the exact bytes it sent, so the route needs them as
// they came, beside the parsed body; the routes share the service's one error handler.
const definition = (): ServiceDefinition<KitTables> => ({
  name: 'webhooks',
  migrations: {},
  ownedTopics: [],
  registerHttp(app) {
    app.post('/webhooks/signed', { preParsing: captureRawBody }, async (request) => {
      const signature = request.headers['x-signature'];
      if (signature !== rawBodyOf(request).toString('base64')) throw new AppError('invalid_request');
      return { parsed: request.body };
    });
    app.post('/webhooks/broken', async () => {
      throw new Error('secret detail of a bug');
    });
  },
});

describe('HTTP routes of a service', () => {
  let service: ServiceUnderTest;

  beforeAll(async () => {
    service = await startServiceUnderTest<ServiceConfig, KitTables>(definition, {});
  });

  afterAll(() => service.stop());

  const post = (path: string, body: Buffer, signature: string) =>
    fetch(`http://127.0.0.1:${service.httpPort}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-signature': signature },
      body,
    });

  // Spaces, key order and a non-ASCII letter that re-serialising the parsed body would change.
  const body = Buffer.from('{ "type" :"payment.succeeded",\n  "amount": 1200, "note": "čamac" }\n', 'utf8');

  it('when a route captures its raw body, then it receives the exact bytes of the JSON body beside the parsed body', async () => {
    const response = await post('/webhooks/signed', body, body.toString('base64'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      parsed: { type: 'payment.succeeded', amount: 1200, note: 'čamac' },
    });
  });

  it('when a route throws an AppError, then the answer is the shared { code, message } shape', async () => {
    const response = await post('/webhooks/signed', body, 'forged');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'invalid_request', message: expect.any(String) });
  });

  it('when a route fails unexpectedly, then the answer is 500 internal without the detail', async () => {
    const response = await post('/webhooks/broken', body, '');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ code: 'internal', message: 'Internal Server Error' });
    expect(text).not.toContain('secret detail');
  });
});
