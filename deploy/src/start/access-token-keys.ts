import { generateKeyPairSync } from 'node:crypto';
import { ensureKeyPairFiles, generateKeyPairEnv, keyPairEnv, type KeyPairKind } from './key-pair-files';

export interface AccessTokenKeyEnv extends Record<string, string> {
  JWT_PRIVATE_KEY: string;
  JWT_PUBLIC_KEY: string;
}

/** ES256 (P-256): what auth signs access tokens with (issue 4, item 2). */
const accessTokenKeys: KeyPairKind<AccessTokenKeyEnv> = {
  fileStem: 'access-token',
  privateEnvName: 'JWT_PRIVATE_KEY',
  publicEnvName: 'JWT_PUBLIC_KEY',
  generate: () =>
    generateKeyPairSync('ec', {
      namedCurve: 'prime256v1',
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    }),
};

export const generateAccessTokenKeys = () => generateKeyPairEnv(accessTokenKeys);
export const ensureAccessTokenKeyFiles = (keyDir: string) => ensureKeyPairFiles(accessTokenKeys, keyDir);
export const accessTokenKeyEnv = (env: NodeJS.ProcessEnv, keyDir: string) =>
  keyPairEnv(accessTokenKeys, env, keyDir);
