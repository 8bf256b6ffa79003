import { describe, expect, it } from '@jest/globals';
import { loadConfig } from '@moorline/kit';
import { generateKeyPairSync } from 'node:crypto';
import { notificationEnv } from './config';

// Forwarded access tokens are checked with auth's public key (Web Push subscriptions are the caller's).
const tokenVerification = {
  JWT_PUBLIC_KEY: generateKeyPairSync('ec', {
    namedCurve: 'prime256v1',
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  }).publicKey,
};

const webPushKeys = generateKeyPairSync('ec', {
  namedCurve: 'prime256v1',
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  publicKeyEncoding: { type: 'spki', format: 'pem' },
});

const database = {
  DATABASE_URL: 'postgres://notification@127.0.0.1:5432/moorline_notification',
  KAFKA_BROKERS: '127.0.0.1:9092',
  ...tokenVerification,
};

describe('WEB_BASE_URL, where links in emails lead', () => {
  it('when production names none, then the service refuses to start', () => {
    expect(() => loadConfig(notificationEnv, { ...database, NODE_ENV: 'production' })).toThrow(
      /WEB_BASE_URL: .*required in production/,
    );
    // Outside production the local web app of `make start` is assumed where links are built.
    expect(loadConfig(notificationEnv, database).WEB_BASE_URL).toBeUndefined();
  });

  it('when it is set, then links use it without a trailing slash', () => {
    const env = { ...database, NODE_ENV: 'production', WEB_BASE_URL: 'https://moorline.example/' };
    expect(loadConfig(notificationEnv, env).WEB_BASE_URL).toBe('https://moorline.example');
  });

  it('when it is not an http(s) address, then the service refuses to start', () => {
    const env = { ...database, WEB_BASE_URL: 'moorline.example' };
    expect(() => loadConfig(notificationEnv, env)).toThrow(/WEB_BASE_URL/);
  });
});

/** A production deployment with everything it needs. */
const production = {
  ...database,
  DATABASE_URL: 'postgres://notification:issued-by-operations@db.internal:5432/moorline_notification',
  DATABASE_TLS: 'verify-full',
  NODE_ENV: 'production',
  APP_ENV: 'production',
  WEB_BASE_URL: 'https://moorline.example',
  SMTP_URL: 'smtps://mailer:issued@smtp.moorline.example:465',
  MAIL_FROM: 'Moorline <no-reply@moorline.example>',
  SUPPORT_EMAIL: 'support@moorline.example',
  VAPID_PRIVATE_KEY: webPushKeys.privateKey,
  VAPID_PUBLIC_KEY: webPushKeys.publicKey,
};

describe('mail in production (issue 32 item 4)', () => {
  it('when production names its SMTP server and real addresses, then the service starts', () => {
    expect(loadConfig(notificationEnv, production).SMTP_URL).toBe(production.SMTP_URL);
  });

  it('when production has no SMTP server, then it refuses to write mail to files', () => {
    const { SMTP_URL: _none, ...withoutSmtp } = production;
    expect(() => loadConfig(notificationEnv, withoutSmtp)).toThrow(/SMTP_URL: production sends real mail/);
    // The embedded default writes .eml files.
    expect(loadConfig(notificationEnv, { ...withoutSmtp, APP_ENV: 'testing' }).SMTP_URL).toBeUndefined();
  });

  it.each([
    ['MAIL_FROM', { MAIL_FROM: undefined }],
    ['SUPPORT_EMAIL', { SUPPORT_EMAIL: undefined }],
  ])('when production keeps the development %s, then it refuses to start', (setting, change) => {
    expect(() => loadConfig(notificationEnv, { ...production, ...change })).toThrow(
      new RegExp(`${setting}: is the development`),
    );
  });
});

describe('the Web Push key pair (issue 30 item 4)', () => {
  const { VAPID_PRIVATE_KEY: _private, VAPID_PUBLIC_KEY: _public, ...withoutKeys } = production;

  it('when production has no VAPID pair, then it refuses to start; with one it starts', () => {
    expect(() => loadConfig(notificationEnv, withoutKeys)).toThrow(/VAPID_PRIVATE_KEY: production keeps one/);
    expect(loadConfig(notificationEnv, production).VAPID_PUBLIC_KEY).toBe(webPushKeys.publicKey.trim());
  });

  it('when only one half is set, then the service refuses to start', () => {
    expect(() =>
      loadConfig(notificationEnv, { ...database, VAPID_PUBLIC_KEY: webPushKeys.publicKey }),
    ).toThrow(/set both halves/);
  });
});
