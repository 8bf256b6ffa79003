import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { loadConfig } from '@moorline/kit';
import { paymentEnv } from './config';

const { publicKey } = generateKeyPairSync('ec', {
  namedCurve: 'prime256v1',
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
const base = {
  DATABASE_URL: 'postgres://payment:issued-by-operations@db.internal:5432/moorline_payment',
  KAFKA_BROKERS: '127.0.0.1:9092',
  JWT_PUBLIC_KEY: publicKey,
  PAYMENT_WEBHOOK_SECRET: 'whsec_current_0123456789abcdef',
};
const production = {
  ...base,
  DATABASE_TLS: 'verify-full',
  NODE_ENV: 'production',
  APP_ENV: 'production',
  STRIPE_SECRET_KEY: 'sk_live_0123456789abcdef',
};

describe('payment settings in production (issue 32 item 4)', () => {
  it('when production has a live key and Stripe itself, then the service starts', () => {
    expect(loadConfig(paymentEnv, production).STRIPE_SECRET_KEY).toBe('sk_live_0123456789abcdef');
  });

  it('when production has no Stripe key, then it refuses the sandbox', () => {
    const { STRIPE_SECRET_KEY: _none, ...withoutKey } = production;
    expect(() => loadConfig(paymentEnv, withoutKey)).toThrow(/STRIPE_SECRET_KEY: .*sandbox/);
    // Development and tests run on the sandbox.
    expect(loadConfig(paymentEnv, { ...withoutKey, APP_ENV: 'testing' }).STRIPE_SECRET_KEY).toBeUndefined();
  });

  it.each(['sk_test_0123456789', 'rk_test_0123456789'])(
    'when production has the test-mode key %s, then it refuses to start',
    (key) => {
      expect(() => loadConfig(paymentEnv, { ...production, STRIPE_SECRET_KEY: key })).toThrow(
        /STRIPE_SECRET_KEY: is a test-mode key/,
      );
    },
  );

  it('when production points the SDK at another host, then it refuses to start', () => {
    const env = { ...production, STRIPE_API_URL: 'http://127.0.0.1:12111' };
    expect(() => loadConfig(paymentEnv, env)).toThrow(/STRIPE_API_URL: production talks to Stripe itself/);
  });
});

describe('the previous webhook secret, during a rotation', () => {
  it('when it is set, then it is read beside the current one', () => {
    const env = { ...base, PAYMENT_WEBHOOK_PREVIOUS_SECRET: 'whsec_previous_0123456789abcdef' };
    expect(loadConfig(paymentEnv, env)).toMatchObject({
      PAYMENT_WEBHOOK_SECRET: 'whsec_current_0123456789abcdef',
      PAYMENT_WEBHOOK_PREVIOUS_SECRET: 'whsec_previous_0123456789abcdef',
    });
  });

  it('when it is the current secret itself, then the service refuses to start', () => {
    const env = { ...base, PAYMENT_WEBHOOK_PREVIOUS_SECRET: base.PAYMENT_WEBHOOK_SECRET };
    expect(() => loadConfig(paymentEnv, env)).toThrow(
      /PAYMENT_WEBHOOK_PREVIOUS_SECRET: is the current secret/,
    );
  });
});
