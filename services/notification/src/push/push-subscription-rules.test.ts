import { describe, expect, it } from '@jest/globals';
import { AppError } from '@moorline/kit';
import { createECDH, randomBytes } from 'node:crypto';
import { checkedPushEndpoint, checkedPushSubscription } from './push-subscription-rules';

const browserKey = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return ecdh.getPublicKey().toString('base64url');
};

const subscription = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/dG9rZW4',
  p256dh: browserKey(),
  auth: randomBytes(16).toString('base64url'),
  language: 'hr',
};

const codeOf = (check: () => unknown) => {
  try {
    check();
    return 'ok';
  } catch (error) {
    return error instanceof AppError ? error.code : String(error);
  }
};

describe('a push subscription to keep', () => {
  it('when it is as PushSubscription.toJSON() gives it, then it is kept as it is', () => {
    expect(checkedPushSubscription(subscription)).toEqual(subscription);
  });

  it.each([
    ['an http endpoint', { endpoint: 'http://push.example/abc' }],
    ['an endpoint that is no URL', { endpoint: 'push.example/abc' }],
    ['an endpoint with credentials', { endpoint: 'https://user:pw@push.example/abc' }],
    ['an endpoint far too long', { endpoint: `https://push.example/${'a'.repeat(2_100)}` }],
    ['a key that is not base64url', { p256dh: `${subscription.p256dh.slice(1)}+` }],
    ['a compressed key', { p256dh: Buffer.from([3, ...randomBytes(32)]).toString('base64url') }],
    [
      'a key one byte short',
      { p256dh: Buffer.from(subscription.p256dh, 'base64url').subarray(1).toString('base64url') },
    ],
    ['a secret of 15 bytes', { auth: randomBytes(15).toString('base64url') }],
    ['a secret of 32 bytes', { auth: randomBytes(32).toString('base64url') }],
    ['a language Moorline does not write', { language: 'de' }],
    ['no language', { language: '' }],
  ])('when it has %s, then it is invalid_request', (_case, change) => {
    expect(codeOf(() => checkedPushSubscription({ ...subscription, ...change }))).toBe('invalid_request');
  });

  it('when a browser pads its base64url, then the padding is accepted', () => {
    const padded = `${randomBytes(16).toString('base64')}`.replace(/\+/g, '-').replace(/\//g, '_');
    expect(codeOf(() => checkedPushSubscription({ ...subscription, auth: padded }))).toBe('ok');
  });
});

describe('an endpoint to forget', () => {
  it('when it is not an https URL, then it names nothing and is invalid_request', () => {
    expect(codeOf(() => checkedPushEndpoint('http://push.example/abc'))).toBe('invalid_request');
    expect(checkedPushEndpoint(subscription.endpoint)).toBe(subscription.endpoint);
  });
});
