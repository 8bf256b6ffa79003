import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ServiceUnderTest } from '@moorline/deploy/src/testing/service-under-test';
import { waitFor } from '@moorline/deploy/src/testing/test-infra';
import { testAccessTokens } from '@moorline/deploy/src/testing/test-access-tokens';
import { AppError, createChannel, createLogger } from '@moorline/kit';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { idleBuoyStatusFeed } from '../src/live/buoy-status-feed';
import { buildBffApp } from '../src/app';
import { closeServiceChannels, type ServiceChannels } from '../src/service-channels';
import { startNotificationUnderTest } from './support/notification-under-test';

describe('POST /api/v1/contact', () => {
  const mailDir = mkdtempSync(join(tmpdir(), 'moorline-bff-mail-'));
  const webOrigin = 'http://localhost:3000';
  let notification: ServiceUnderTest;
  let channels: ServiceChannels;
  let app: Awaited<ReturnType<typeof buildBffApp>>;

  beforeAll(async () => {
    notification = await startNotificationUnderTest(testAccessTokens(), { MAIL_DIR: mailDir });
    const unused = createChannel('127.0.0.1:1');
    channels = {
      auth: unused,
      catalog: unused,
      booking: unused,
      payment: unused,
      notification: createChannel(notification.grpcAddress),
    };
    app = await buildBffApp({
      logger: createLogger({ service: 'bff', level: 'silent' }),
      channels,
      webOrigins: [webOrigin],
      verifyAccessToken: () => Promise.reject(new AppError('unauthenticated')),
      secureCookies: true,
      buoyStatusFeed: idleBuoyStatusFeed(),
    });
  });

  afterAll(async () => {
    await app.close();
    closeServiceChannels(channels);
    await notification.stop();
  });

  const mailBodies = () =>
    readdirSync(mailDir)
      .filter((file) => file.endsWith('.eml'))
      .map((file) => readFileSync(join(mailDir, file), 'utf8'));
  const send = (body: Record<string, unknown>, remoteAddress = '192.0.2.10') =>
    app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      payload: body,
      remoteAddress,
      headers: { origin: webOrigin },
    });
  const valid = {
    name: 'Luca Bianchi',
    email: 'luca@example.com',
    subject: 'Buoys near Piran',
    message: 'Hello!',
    language: 'it',
  };

  it('when the form is valid, then the message is accepted and reaches the support inbox', async () => {
    const response = await send(valid);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message_id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(response.headers['access-control-allow-origin']).toBe(webOrigin);
    expect(response.headers['access-control-allow-credentials']).toBe('true');
    // The mail names the message it carries; finding it proves this message, not another, arrived.
    const { message_id } = response.json<{ message_id: string }>();
    await waitFor(
      () => mailBodies().some((mail) => mail.includes(`<contact-${message_id}@moorline>`)),
      20_000,
    );
  });

  it('when a field is missing or too long, then the answer is 400 invalid_request with the catalogue message', async () => {
    const missing = await send({ ...valid, message: undefined });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ code: 'invalid_request', message: 'Invalid entry' });
    const tooLong = await send({ ...valid, subject: 'x'.repeat(201) });
    expect(tooLong.statusCode).toBe(400);
  });

  it('when a sender passes the limit, then the answer is 429 with "Limit exceeded"', async () => {
    const from = (email: string) => send({ ...valid, email }, '192.0.2.77');
    expect((await from('first@example.com')).statusCode).toBe(202);
    expect((await from('second@example.com')).statusCode).toBe(202);
    const limited = await from('third@example.com');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 'limit_exceeded', message: 'Limit exceeded' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('when a retry repeats its Idempotency-Key, then it gets the same message; another body under the key is 422', async () => {
    const withKey = (body: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/contact',
        payload: body,
        remoteAddress: '192.0.2.88',
        headers: { origin: webOrigin, 'idempotency-key': 'contact-form-7' },
      });
    const sender = { ...valid, email: 'retry@example.com' };
    const first = await withKey(sender);
    const retry = await withKey(sender);
    expect(retry.statusCode).toBe(202);
    expect(retry.json()).toEqual(first.json());
    const reused = await withKey({ ...sender, message: 'Another question' });
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({
      code: 'idempotency_key_reused',
      message: 'This idempotency key was used for another request',
    });
  });

  it('when a page of another origin asks, then CORS does not allow it', async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/v1/contact',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const allowed = await app.inject({
      method: 'OPTIONS',
      url: '/api/v1/contact',
      headers: { origin: webOrigin, 'access-control-request-method': 'POST' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe(webOrigin);
  });
});
