import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  startBookingWithCatalog,
  type BookingWithCatalog,
} from '@moorline/deploy/src/testing/booking-with-catalog';
import type { InjectOptions } from 'fastify';
import { testAccessTokens } from '@moorline/deploy/src/testing/test-access-tokens';
import type { PaymentConfig } from '../../services/payment/src/config';
import { createPaymentService } from '../../services/payment/src/payment.service';
import {
  startServiceUnderTest,
  type ServiceUnderTest,
} from '@moorline/deploy/src/testing/service-under-test';
import { authClient } from './support/auth-client';
import { startNotificationUnderTest } from './support/notification-under-test';
import { startAuthStack, WEB_ORIGIN, type AuthStack } from './support/auth-stack';

// Issue 11 item 4: no request makes a 5xx. Every route of the OpenAPI document gets each kind of
// bad input an outside tester sent, as a signed-in browser of the web app would send it, against
// the real auth, catalog, booking, payment and notification services; every answer is below 500, and every refusal is
// `{code, message}` (`{code, error}` on sign-in).

interface Route {
  method: string;
  path: string;
}

type BadRequest = (route: Route) => Omit<InjectOptions, 'method'> & { method?: string };

const fill = (path: string, value: string) => path.replace(/\{[^}]+\}/g, value);
const hasParams = (path: string) => path.includes('{');
// Unknown bays and ids: a handler that is reached answers from the real service, never a fake.
const url = (route: Route, query = '') => `${fill(route.path, 'no-such-bay')}${query}`;
const json = (payload: string | Buffer) => ({ payload, headers: { 'content-type': 'application/json' } });
const fields = ['email', 'password', 'name', 'subject', 'message', 'first_name', 'last_name', 'phone', 'key'];
const withNul = Object.fromEntries(fields.map((field) => [field, `marta\u0000${field}@example.com`]));

const badRequests: Record<string, BadRequest> = {
  'a form-urlencoded body': (route) => ({
    url: url(route),
    payload: 'email=a%40b.hr&password=x',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  }),
  'a multipart body': (route) => ({
    url: url(route),
    payload: '--b\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.hr\r\n--b--\r\n',
    headers: { 'content-type': 'multipart/form-data; boundary=b' },
  }),
  'an unknown content type': (route) => ({
    url: url(route),
    payload: 'hello',
    headers: { 'content-type': 'application/x-moorline' },
  }),
  'an empty JSON body': (route) => ({ url: url(route), ...json('') }),
  'malformed JSON': (route) => ({ url: url(route), ...json('{"email": "a@b.hr",') }),
  'bytes that are not UTF-8': (route) => ({
    url: url(route),
    ...json(Buffer.concat([Buffer.from('{"email":"'), Buffer.from([0xc3, 0x28, 0xff]), Buffer.from('"}')])),
  }),
  'a 2 MB body': (route) => ({
    url: url(route),
    ...json(JSON.stringify({ message: 'x'.repeat(2_000_000) })),
  }),
  'a __proto__ key': (route) => ({ url: url(route), ...json('{"__proto__":{"is_superuser":true}}') }),
  'a NUL in body strings': (route) => ({ url: url(route), ...json(JSON.stringify(withNul)) }),
  'a NUL in the query': (route) => ({ url: url(route, '?q=%00&bbox=%00&from=%00&stay=%00') }),
  'escapes that are not UTF-8 in the query': (route) => ({ url: url(route, '?q=%C3%28&bbox=%FF') }),
  'a NUL in the path': (route) => ({
    url: hasParams(route.path) ? fill(route.path, '%00') : `${route.path}/%00`,
  }),
  'escapes that are not UTF-8 in the path': (route) => ({
    url: hasParams(route.path) ? fill(route.path, '%C3%28') : `${route.path}%FF`,
  }),
  'an over-long path parameter': (route) => ({
    url: hasParams(route.path) ? fill(route.path, 'b'.repeat(2_000)) : `${route.path}/${'b'.repeat(2_000)}`,
  }),
  'a method the path does not take': (route) => ({ url: url(route), method: 'PUT' }),
};

// The live map stream stays open by design (map-stream tests cover it); the health report asks
// every service's health, and its 503 for one that is down is its own tests' subject.
const notSent = new Set(['/api/v1/map/stream', '/api/healthz']);

/** Every route of the live OpenAPI document but those above. */
function routesOf(document: { paths?: object }): Route[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, operations]: [string, object]) =>
    notSent.has(path)
      ? []
      : Object.keys(operations).map((method) => ({ method: method.toUpperCase(), path })),
  );
}

describe('bad requests on every route', () => {
  let services: BookingWithCatalog;
  let payment: ServiceUnderTest;
  let notification: ServiceUnderTest;
  let stack: AuthStack;
  let bearer: string;

  beforeAll(async () => {
    // One key pair: auth signs the user's token, and the BFF, catalog and booking verify it, so a
    // signed-in request reaches the handlers of every service.
    const tokens = testAccessTokens();
    services = await startBookingWithCatalog({ tokens, seedDemoData: false });
    payment = await startServiceUnderTest((config: PaymentConfig) => createPaymentService(config), {
      ...tokens.verifierEnv,
      BOOKING_GRPC_ADDRESS: services.booking.grpcAddress,
      CATALOG_GRPC_ADDRESS: services.catalog.grpcAddress,
      KAFKA_NAMESPACE: services.kafkaNamespace,
      PLATFORM_FEE_BASIS_POINTS: 500,
      WEB_BASE_URL: WEB_ORIGIN,
      PUBLIC_BASE_URL: 'http://127.0.0.1:8104',
      RECONCILE_INTERVAL_MS: 3_600_000,
      RECONCILE_GRACE_SECONDS: 60,
      SEED_DEMO_DATA: false,
    });
    notification = await startNotificationUnderTest(tokens);
    stack = await startAuthStack({}, services.catalog.grpcAddress, {
      tokens,
      bookingGrpcAddress: services.booking.grpcAddress,
      paymentGrpcAddress: payment.grpcAddress,
      notificationGrpcAddress: notification.grpcAddress,
    });
    bearer = `Bearer ${(await authClient(stack).signedInUser()).access}`;
  });

  afterAll(async () => {
    await stack.stop();
    await notification.stop();
    await payment.stop();
    await services.stop();
  });

  it('when the document is read, then it lists the routes the test sends bad input to', () => {
    expect(routesOf(stack.app.swagger()).length).toBeGreaterThan(20);
  });

  it.each(Object.keys(badRequests))('when every route gets %s, then none answers 5xx', async (kind) => {
    const build = badRequests[kind];
    if (!build) throw new Error(`no bad request named ${kind}`);
    const failures: string[] = [];
    for (const route of routesOf(stack.app.swagger())) {
      const { method = route.method, headers, ...rest } = build(route);
      const response = await stack.app.inject({
        ...rest,
        method: method as InjectOptions['method'],
        headers: { origin: WEB_ORIGIN, authorization: bearer, ...headers },
        cookies: { moorline_refresh: 'not-a-refresh-token' },
      });
      const body: unknown = response.statusCode >= 400 ? response.json() : undefined;
      const shaped =
        body === undefined ||
        (typeof body === 'object' &&
          body !== null &&
          'code' in body &&
          typeof body.code === 'string' &&
          (('message' in body && typeof body.message === 'string') ||
            ('error' in body && typeof body.error === 'string')));
      if (response.statusCode >= 500 || !shaped)
        failures.push(`${route.method} ${route.path}: ${response.statusCode} ${response.body.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
  });

  it("when refresh gets a form body, then it is 415 in the call's field style, not 500 refresh_failed", async () => {
    const refresh = await stack.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      payload: 'a=1',
      headers: { origin: WEB_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(refresh.statusCode).toBe(415);
    expect(refresh.json()).toEqual({ code: 'unsupported_media_type', message: 'Unsupported content type' });
    const signIn = await stack.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signin',
      ...json('{"email":"marta\\u0000@example.com","password":"harbour-lights-42"}'),
    });
    expect(signIn.statusCode).toBe(400);
    expect(signIn.json()).toEqual({ code: 'invalid_request', error: 'Invalid entry' });
  });

  it('when an auth call or a signed-in call is answered, then no cache may keep it; every answer says nosniff', async () => {
    const signIn = await stack.app.inject({ method: 'POST', url: '/api/v1/auth/signin', ...json('{}') });
    const profile = await stack.app.inject({
      method: 'GET',
      url: '/api/v1/auth/profile',
      headers: { authorization: bearer },
    });
    const places = await stack.app.inject({ method: 'GET', url: '/api/v1/locations?q=zz' });
    expect([signIn, profile].map((answer) => answer.headers['cache-control'])).toEqual([
      'no-store',
      'no-store',
    ]);
    for (const answer of [signIn, profile, places])
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });
});
