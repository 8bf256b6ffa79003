import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ServiceUnderTest } from '@moorline/deploy/src/testing/service-under-test';
import { testAccessTokens } from '@moorline/deploy/src/testing/test-access-tokens';
import { generateVapidKeys } from '@moorline/deploy/src/start/vapid-keys';
import { createAccessTokenVerifier, createChannel, createDatabase, createLogger } from '@moorline/kit';
import type { Kysely } from 'kysely';
import { createECDH, createPublicKey, randomBytes, randomUUID } from 'node:crypto';
import type { NotificationTables } from '../../services/notification/src/notification.tables';
import { idleBuoyStatusFeed } from '../src/live/buoy-status-feed';
import { buildBffApp } from '../src/app';
import { closeServiceChannels, type ServiceChannels } from '../src/service-channels';
import { startNotificationUnderTest } from './support/notification-under-test';

// Issue 30 item 4: the BFF's Web Push routes against the real notification service.

describe('Web Push routes', () => {
  const tokens = testAccessTokens();
  const vapid = generateVapidKeys();
  const webOrigin = 'http://localhost:3000';
  let notification: ServiceUnderTest;
  let channels: ServiceChannels;
  let db: Kysely<NotificationTables>;
  let app: Awaited<ReturnType<typeof buildBffApp>>;

  beforeAll(async () => {
    notification = await startNotificationUnderTest(tokens, vapid);
    const unused = createChannel('127.0.0.1:1');
    channels = {
      auth: unused,
      catalog: unused,
      booking: unused,
      payment: unused,
      notification: createChannel(notification.grpcAddress),
    };
    db = createDatabase<NotificationTables>({ url: notification.databaseUrl });
    app = await buildBffApp({
      logger: createLogger({ service: 'bff', level: 'silent' }),
      channels,
      webOrigins: [webOrigin],
      verifyAccessToken: createAccessTokenVerifier(tokens.verifierEnv),
      secureCookies: true,
      buoyStatusFeed: idleBuoyStatusFeed(),
    });
  });

  afterAll(async () => {
    await app.close();
    await db.destroy();
    closeServiceChannels(channels);
    await notification.stop();
  });

  /** A subscription as a browser's PushSubscription.toJSON() gives it. */
  function browserSubscription() {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    return {
      endpoint: `https://push.example/send/${randomUUID()}`,
      expirationTime: null,
      keys: {
        p256dh: ecdh.getPublicKey().toString('base64url'),
        auth: randomBytes(16).toString('base64url'),
      },
    };
  }

  const call = async (
    method: 'PUT' | 'DELETE',
    payload: Record<string, unknown>,
    userId: string | undefined,
  ) =>
    app.inject({
      method,
      url: '/api/v1/push/subscriptions',
      payload,
      headers: {
        origin: webOrigin,
        ...(userId ? { authorization: await tokens.bearer({ userId }) } : {}),
      },
    });

  const keptAt = (endpoint: string) =>
    db
      .selectFrom('push_subscriptions')
      .select(['user_id', 'language'])
      .where('endpoint', '=', endpoint)
      .execute();

  it('when anyone asks for the public key, then it is the VAPID key notification signs with, as a browser takes it', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/push/public-key' });
    expect(response.statusCode).toBe(200);
    const jwk = createPublicKey(vapid.VAPID_PUBLIC_KEY).export({ format: 'jwk' });
    const point = Buffer.concat([
      Buffer.from([4]),
      Buffer.from(jwk.x ?? '', 'base64url'),
      Buffer.from(jwk.y ?? '', 'base64url'),
    ]);
    expect(response.json()).toEqual({ public_key: point.toString('base64url') });
  });

  it('when a signed-in boater saves this browser, then it is kept in their language; saved again, updated', async () => {
    const userId = randomUUID();
    const subscription = browserSubscription();
    const saved = await call('PUT', { ...subscription, language: 'sl' }, userId);
    expect(saved.statusCode).toBe(204);
    expect(await keptAt(subscription.endpoint)).toEqual([{ user_id: userId, language: 'sl' }]);
    expect((await call('PUT', { ...subscription, language: 'it' }, userId)).statusCode).toBe(204);
    expect(await keptAt(subscription.endpoint)).toEqual([{ user_id: userId, language: 'it' }]);
  });

  it('when nobody is signed in, then saving and deleting are 401 and nothing changes', async () => {
    const subscription = browserSubscription();
    const saved = await call('PUT', { ...subscription, language: 'en' }, undefined);
    expect(saved.statusCode).toBe(401);
    expect(saved.json()).toMatchObject({ code: 'unauthenticated' });
    expect((await call('DELETE', { endpoint: subscription.endpoint }, undefined)).statusCode).toBe(401);
    expect(await keptAt(subscription.endpoint)).toEqual([]);
  });

  it.each([
    ['an http endpoint', { endpoint: 'http://push.example/send/abc' }],
    ['a language Moorline does not write', { language: 'de' }],
    ['a key of the wrong length', { keys: { p256dh: 'AAAA', auth: randomBytes(16).toString('base64url') } }],
    [
      'a secret that is not base64url',
      { keys: { p256dh: browserSubscription().keys.p256dh, auth: '%'.repeat(22) } },
    ],
    ['a field no browser sends', { user_id: randomUUID() }],
  ])('when the subscription has %s, then it is 400 invalid_request', async (_case, change) => {
    const response = await call('PUT', { ...browserSubscription(), language: 'en', ...change }, randomUUID());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_request' });
  });

  it('when the browser key is of the right length but no point on P-256, then notification refuses it as 400 invalid_request', async () => {
    const notAPoint = Buffer.from([4, ...Buffer.alloc(64, 7)]).toString('base64url');
    const subscription = browserSubscription();
    const response = await call(
      'PUT',
      { ...subscription, keys: { ...subscription.keys, p256dh: notAPoint }, language: 'en' },
      randomUUID(),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_request' });
  });

  it('when another boater deletes it, then it stays; when its owner deletes it twice, then it is gone and both are 204', async () => {
    const owner = randomUUID();
    const subscription = browserSubscription();
    await call('PUT', { ...subscription, language: 'hr' }, owner);
    expect((await call('DELETE', { endpoint: subscription.endpoint }, randomUUID())).statusCode).toBe(204);
    expect(await keptAt(subscription.endpoint)).toEqual([{ user_id: owner, language: 'hr' }]);
    expect((await call('DELETE', { endpoint: subscription.endpoint }, owner)).statusCode).toBe(204);
    expect((await call('DELETE', { endpoint: subscription.endpoint }, owner)).statusCode).toBe(204);
    expect(await keptAt(subscription.endpoint)).toEqual([]);
  });
});
