import { describe, expect, it } from '@jest/globals';
import { createECDH, generateKeyPairSync } from 'node:crypto';
import { throwAwayVapidKeys, vapidKeysFromPem } from './vapid-keys';

const pemPair = (curve: string) =>
  generateKeyPairSync('ec', {
    namedCurve: curve,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });

describe('the VAPID keys from PEM', () => {
  it('when the pair is P-256, then the public key is the uncompressed point the private scalar makes', () => {
    const pair = pemPair('prime256v1');
    const keys = vapidKeysFromPem(pair.privateKey, pair.publicKey);
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(keys.privateKey, 'base64url'));
    expect(Buffer.from(keys.publicKey, 'base64url')).toHaveLength(65);
    expect(ecdh.getPublicKey().toString('base64url')).toBe(keys.publicKey);
  });

  it('when the halves are of two pairs, then the process stops at boot', () => {
    expect(() => vapidKeysFromPem(pemPair('prime256v1').privateKey, pemPair('prime256v1').publicKey)).toThrow(
      /not the public half/,
    );
  });

  it('when the key is on another curve, then it is refused', () => {
    const pair = pemPair('secp384r1');
    expect(() => vapidKeysFromPem(pair.privateKey, pair.publicKey)).toThrow(/P-256/);
  });

  it('when no pair is configured, then a throw-away one is made, fresh each time', () => {
    expect(throwAwayVapidKeys().publicKey).not.toBe(throwAwayVapidKeys().publicKey);
  });
});
