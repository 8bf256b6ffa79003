import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface AccessTokenKeyEnv {
  JWT_PRIVATE_KEY: string;
  JWT_PUBLIC_KEY: string;
}

/** A fresh ES256 (P-256) key pair as PEM: what auth signs access tokens with. */
export function generateAccessTokenKeys(): AccessTokenKeyEnv {
  const { privateKey, publicKey } = generateKeyPairSync('ec', {
    namedCurve: 'prime256v1',
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  return { JWT_PRIVATE_KEY: privateKey, JWT_PUBLIC_KEY: publicKey };
}

/** The development key pair kept in `keyDir`, generated there when missing. */
export function ensureAccessTokenKeyFiles(keyDir: string): AccessTokenKeyEnv {
  const privatePath = join(keyDir, 'access-token-private.pem');
  const publicPath = join(keyDir, 'access-token-public.pem');
  if (!existsSync(privatePath) || !existsSync(publicPath)) {
    const keys = generateAccessTokenKeys();
    mkdirSync(keyDir, { recursive: true, mode: 0o700 });
    writeFileSync(privatePath, keys.JWT_PRIVATE_KEY, { mode: 0o600 });
    writeFileSync(publicPath, keys.JWT_PUBLIC_KEY, { mode: 0o644 });
  }
  return {
    JWT_PRIVATE_KEY: readFileSync(privatePath, 'utf8'),
    JWT_PUBLIC_KEY: readFileSync(publicPath, 'utf8'),
  };
}

/**
 * The key pair from the environment when it names one; otherwise the development pair kept in
 * `keyDir`, generated on first start (issue 4, item 2), so tokens survive a restart.
 */
export function accessTokenKeyEnv(env: NodeJS.ProcessEnv, keyDir: string): AccessTokenKeyEnv {
  if (env.JWT_PRIVATE_KEY && env.JWT_PUBLIC_KEY)
    return { JWT_PRIVATE_KEY: env.JWT_PRIVATE_KEY, JWT_PUBLIC_KEY: env.JWT_PUBLIC_KEY };
  return ensureAccessTokenKeyFiles(keyDir);
}
