import { generateKeyPairSync } from 'node:crypto';
import { ensureKeyPairFiles, generateKeyPairEnv, keyPairEnv, type KeyPairKind } from './key-pair-files';

export interface BookingPassKeyEnv extends Record<string, string> {
  BOOKING_PASS_PRIVATE_KEY: string;
  BOOKING_PASS_PUBLIC_KEY: string;
}

/**
 * Ed25519: what booking signs proofs of payment with (issue 29 item 3). Apart from the access
 * token keys, so either can be rotated alone; patrol phones keep the public half offline.
 */
const bookingPassKeys: KeyPairKind<BookingPassKeyEnv> = {
  fileStem: 'booking-pass',
  privateEnvName: 'BOOKING_PASS_PRIVATE_KEY',
  publicEnvName: 'BOOKING_PASS_PUBLIC_KEY',
  generate: () =>
    generateKeyPairSync('ed25519', {
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    }),
};

export const generateBookingPassKeys = () => generateKeyPairEnv(bookingPassKeys);
export const ensureBookingPassKeyFiles = (keyDir: string) => ensureKeyPairFiles(bookingPassKeys, keyDir);
export const bookingPassKeyEnv = (env: NodeJS.ProcessEnv, keyDir: string) =>
  keyPairEnv(bookingPassKeys, env, keyDir);
