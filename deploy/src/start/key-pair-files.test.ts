import { createPrivateKey, createPublicKey } from 'node:crypto';
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { accessTokenKeyEnv } from './access-token-keys';
import { bookingPassKeyEnv, generateBookingPassKeys } from './booking-pass-keys';
import { vapidKeyEnv } from './vapid-keys';

const freshDir = () => join(mkdtempSync(join(tmpdir(), 'moorline-key-test-')), 'keys');

describe('key pairs kept in the key directory', () => {
  it('when the directory is empty, then both pairs are generated there and the same pairs come back next start', () => {
    const keyDir = freshDir();
    const passKeys = bookingPassKeyEnv({}, keyDir);
    const tokenKeys = accessTokenKeyEnv({}, keyDir);
    expect(bookingPassKeyEnv({}, keyDir)).toEqual(passKeys);
    expect(accessTokenKeyEnv({}, keyDir)).toEqual(tokenKeys);
    expect(createPrivateKey(passKeys.BOOKING_PASS_PRIVATE_KEY).asymmetricKeyType).toBe('ed25519');
    expect(createPublicKey(tokenKeys.JWT_PUBLIC_KEY).asymmetricKeyType).toBe('ec');
    expect(passKeys.BOOKING_PASS_PUBLIC_KEY).not.toBe(tokenKeys.JWT_PUBLIC_KEY);
    expect(statSync(join(keyDir, 'booking-pass-private.pem')).mode & 0o077).toBe(0);
  });

  it('when the directory has no Web Push pair, then a P-256 one is made there and kept for the next start', () => {
    const keyDir = freshDir();
    const vapid = vapidKeyEnv({}, keyDir);
    expect(vapidKeyEnv({}, keyDir)).toEqual(vapid);
    const privateKey = createPrivateKey(vapid.VAPID_PRIVATE_KEY);
    expect(privateKey.asymmetricKeyDetails?.namedCurve).toBe('prime256v1');
    expect(createPublicKey(privateKey).export({ format: 'pem', type: 'spki' })).toBe(vapid.VAPID_PUBLIC_KEY);
    expect(statSync(join(keyDir, 'vapid-private.pem')).mode & 0o077).toBe(0);
  });

  it('when the environment names both halves, then they are used and nothing is written', () => {
    const keyDir = freshDir();
    const given = generateBookingPassKeys();
    expect(bookingPassKeyEnv(given, keyDir)).toEqual(given);
    expect(() => statSync(keyDir)).toThrow();
  });
});
