import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { testAccessTokens } from '@moorline/deploy/src/testing/test-access-tokens';
import { createAccessTokenVerifier, createChannel, createLogger } from '@moorline/kit';
import { idleBuoyStatusFeed } from '../src/live/buoy-status-feed';
import { buildBffApp } from '../src/app';
import { closeServiceChannels, type ServiceChannels } from '../src/service-channels';
import { randomBytes } from 'node:crypto';

// spec §8: each account call has a default code, raised when the failure means nothing to the
// user. With the auth service down every call fails so, and each must answer with its own.
describe('auth calls when the auth service is down', () => {
  const webOrigin = 'http://localhost:3000';
  const tokens = testAccessTokens();
  const closed = createChannel('127.0.0.1:1');
  const channels: ServiceChannels = {
    auth: closed,
    catalog: closed,
    booking: closed,
    payment: closed,
    notification: closed,
  };
  let app: Awaited<ReturnType<typeof buildBffApp>>;

  beforeAll(async () => {
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
    closeServiceChannels(channels);
  });

  const account = {
    email: 'mara@example.com',
    password1: 'long enough 1',
    password2: 'long enough 1',
    terms: true,
  };
  const password = { new_password: 'long enough 2', new_password2: 'long enough 2' };

  it.each([
    ['signin', 'login_failed', { email: 'mara@example.com', password: 'long enough 1' }],
    ['signup', 'login_failed', { first_name: 'Mara', last_name: 'Novak', ...account }],
    ['signup-qr', 'signup_failed', { key: 'some-buoy', ...account }],
    ['verify-email', 'verification_failed', { key: 'some-key' }],
    ['request-password-reset', 'password_reset_failed', { email: 'mara@example.com' }],
    [
      'confirm-password-reset',
      'password_reset_failed',
      // A uid and token of the forms the document states, so the call reaches (no) auth.
      {
        uid: randomBytes(16).toString('base64url'),
        token: randomBytes(32).toString('base64url'),
        ...password,
      },
    ],
    ['change-password', 'password_update_failed', { current_password: 'long enough 1', ...password }],
  ])('when POST %s cannot reach auth, then it answers a 5xx with %s', async (path, code, payload) => {
    const answer = await app.inject({
      method: 'POST',
      url: `/api/v1/auth/${path}`,
      payload,
      headers: { origin: webOrigin, authorization: await tokens.bearer() },
    });
    expect(answer.statusCode).toBeGreaterThanOrEqual(500);
    expect(answer.json()).toMatchObject({ code });
  });
});
