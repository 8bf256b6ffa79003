import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: refresh tokens, verification keys and reset tokens. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of the token: a leaked table reveals no usable token. */
export function hashSecret(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}
