import { generateKeyPairSync } from 'node:crypto';
import { ensureKeyPairFiles, generateKeyPairEnv, keyPairEnv, type KeyPairKind } from './key-pair-files';

export interface VapidKeyEnv extends Record<string, string> {
  VAPID_PRIVATE_KEY: string;
  VAPID_PUBLIC_KEY: string;
}

/**
 * P-256: what notification signs Web Push requests with (VAPID, RFC 8292; issue 30 item 4).
 * Browsers subscribe to its public half, so it must outlive a restart: a new pair would silence
 * every subscribed browser.
 */
const vapidKeys: KeyPairKind<VapidKeyEnv> = {
  fileStem: 'vapid',
  privateEnvName: 'VAPID_PRIVATE_KEY',
  publicEnvName: 'VAPID_PUBLIC_KEY',
  generate: () =>
    generateKeyPairSync('ec', {
      namedCurve: 'prime256v1',
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    }),
};

export const generateVapidKeys = () => generateKeyPairEnv(vapidKeys);
export const ensureVapidKeyFiles = (keyDir: string) => ensureKeyPairFiles(vapidKeys, keyDir);
export const vapidKeyEnv = (env: NodeJS.ProcessEnv, keyDir: string) => keyPairEnv(vapidKeys, env, keyDir);
