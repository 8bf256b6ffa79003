import { isInterfaceLanguage, type InterfaceLanguage } from '@moorline/contracts';
import { AppError } from '@moorline/kit';
import { ECDH } from 'node:crypto';

/** A browser's subscription as PushSubscription.toJSON() gives it, and the language to write in. */
export interface PushSubscriptionInput {
  endpoint: string;
  p256dh: string;
  auth: string;
  language: string;
}

export interface CheckedPushSubscription extends PushSubscriptionInput {
  language: InterfaceLanguage;
}

// Push services' URLs are a few hundred characters; anything far longer is not one.
const MAX_ENDPOINT_LENGTH = 2_048;
// RFC 8291: the browser's key is an uncompressed P-256 point, its secret 16 bytes.
const P256_POINT_BYTES = 65;
const AUTH_SECRET_BYTES = 16;
const base64url = /^[A-Za-z0-9_-]+={0,2}$/;

/** The bytes of a base64url text, or undefined when it is not one. */
function base64urlBytes(text: string): Buffer | undefined {
  return base64url.test(text) ? Buffer.from(text.replace(/=+$/, ''), 'base64url') : undefined;
}

/** An uncompressed point on P-256: anything else no message could ever be encrypted for. */
function isP256Point(bytes: Buffer | undefined): boolean {
  if (bytes?.length !== P256_POINT_BYTES || bytes[0] !== 0x04) return false;
  try {
    ECDH.convertKey(bytes, 'prime256v1');
    return true;
  } catch {
    return false;
  }
}

/** RFC 8030: a push service is reached over https only. */
export function isPushEndpoint(endpoint: string): boolean {
  if (endpoint.length > MAX_ENDPOINT_LENGTH || !URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  return url.protocol === 'https:' && url.username === '' && url.password === '';
}

/** Checks a subscription to keep; anything a push service or the browser would not make is `invalid_request`. */
export function checkedPushSubscription(input: PushSubscriptionInput): CheckedPushSubscription {
  const p256dh = base64urlBytes(input.p256dh);
  const auth = base64urlBytes(input.auth);
  const { language } = input;
  const valid = isPushEndpoint(input.endpoint) && isP256Point(p256dh) && auth?.length === AUTH_SECRET_BYTES;
  if (!valid || !isInterfaceLanguage(language)) throw new AppError('invalid_request');
  return { ...input, language };
}

/** The endpoint of a subscription to forget; a malformed one names nothing and is refused. */
export function checkedPushEndpoint(endpoint: string): string {
  if (!isPushEndpoint(endpoint)) throw new AppError('invalid_request');
  return endpoint;
}
