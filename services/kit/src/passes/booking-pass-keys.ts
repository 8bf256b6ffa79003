import { bookingPass, type BookingPass, type BookingPassCheck } from '@moorline/contracts';
import { createPrivateKey, createPublicKey, sign, verify, type JsonWebKey } from 'node:crypto';
import { z } from 'zod';
import { pemFromEnv } from '../auth/access-token';

// The booking pass's Ed25519 keys (issue 29 item 3), apart from the access-token keys: booking
// signs with the private half, the BFF publishes the public half for patrol phones.

export const bookingPassSignerEnv = z.object({ BOOKING_PASS_PRIVATE_KEY: pemFromEnv });
export const bookingPassVerifierEnv = z.object({ BOOKING_PASS_PUBLIC_KEY: pemFromEnv });

function ed25519(key: ReturnType<typeof createPublicKey>) {
  if (key.asymmetricKeyType !== 'ed25519') throw new Error('a booking pass key must be an Ed25519 key');
  return key;
}

/** Signs passes; a key that is not Ed25519 stops the process at boot. */
export function createBookingPassSigner(privateKeyPem: string): (pass: BookingPass) => string {
  const key = ed25519(createPrivateKey(privateKeyPem));
  return (pass) => bookingPass.encodeBookingPass(pass, (message) => sign(null, message, key));
}

export function createBookingPassVerifier(
  publicKeyPem: string,
): (text: string, now: Date) => Promise<BookingPassCheck> {
  const key = ed25519(createPublicKey(publicKeyPem));
  return (text, now) =>
    bookingPass.verifyBookingPass(text, (message, signature) => verify(null, message, key, signature), now);
}

/** The public key as a JWK (OKP, Ed25519), which WebCrypto imports on a phone. */
export function bookingPassPublicJwk(publicKeyPem: string): JsonWebKey {
  return ed25519(createPublicKey(publicKeyPem)).export({ format: 'jwk' });
}
