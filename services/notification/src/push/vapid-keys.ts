import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';

/** The application server's keys as Web Push (RFC 8292) and the `web-push` package write them. */
export interface VapidKeys {
  /** Uncompressed P-256 point, base64url: what PushManager.subscribe takes as applicationServerKey. */
  publicKey: string;
  /** The private scalar, base64url. */
  privateKey: string;
}

function p256(key: KeyObject): KeyObject {
  if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1')
    throw new Error('a VAPID key must be a P-256 (prime256v1) key');
  return key;
}

/** The point as 0x04 ‖ x ‖ y, the form browsers take. */
function uncompressedPoint(publicKey: KeyObject): string {
  const jwk = publicKey.export({ format: 'jwk' });
  if (jwk.x === undefined || jwk.y === undefined) throw new Error('a VAPID public key needs x and y');
  return Buffer.concat([
    Buffer.from([4]),
    Buffer.from(jwk.x, 'base64url'),
    Buffer.from(jwk.y, 'base64url'),
  ]).toString('base64url');
}

/**
 * The pair from PEM (PKCS#8 private, SPKI public), as `make start` keeps it in `.data/keys` and
 * operations put it in a Secret; halves that do not belong together stop the process at boot.
 */
export function vapidKeysFromPem(privatePem: string, publicPem: string): VapidKeys {
  const privateKey = p256(createPrivateKey(privatePem));
  const publicKey = uncompressedPoint(p256(createPublicKey(publicPem)));
  if (uncompressedPoint(createPublicKey(privateKey)) !== publicKey)
    throw new Error('VAPID_PUBLIC_KEY is not the public half of VAPID_PRIVATE_KEY');
  const d = privateKey.export({ format: 'jwk' }).d;
  if (d === undefined) throw new Error('a VAPID private key needs its scalar');
  return { publicKey, privateKey: d };
}

/** A throw-away pair for a process started without keys outside production (tests, a lone run). */
export function throwAwayVapidKeys(): VapidKeys {
  const pair = generateKeyPairSync('ec', {
    namedCurve: 'prime256v1',
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  return vapidKeysFromPem(pair.privateKey, pair.publicKey);
}
