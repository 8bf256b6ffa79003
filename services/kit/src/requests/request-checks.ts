// Checks every service's commands share (moved from booking when payment needed them too).
import { AppError } from '../errors/app-error';
import { createHash } from 'node:crypto';

// Checks every command of this service shares: ids, idempotency keys (ARCHITECTURE §4: every
// command that creates something takes one) and the digest that tells a retry from a reuse.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (text: string) => UUID.test(text);

/** 1 to 200 visible ASCII characters, as clients generate them (a UUID, a ULID, a hash). */
export function checkIdempotencyKey(key: string): string {
  if (key.length < 1 || key.length > 200 || !/^[\x21-\x7e]+$/.test(key)) {
    throw new AppError('invalid_request', 'Idempotency key must be 1 to 200 visible ASCII characters');
  }
  return key;
}

/** A digest of a checked request: the same key with another request is refused, not replayed. */
export function requestDigest(request: unknown): string {
  return createHash('sha256').update(JSON.stringify(request)).digest('hex');
}

/**
 * What a command made the first time, answered again for a retry with the same key and request;
 * the same key with another request is refused (`idempotency_key_reused`), never replayed.
 */
export function replayOf<T extends { request_digest: string }>(earlier: T, digest: string): T {
  if (earlier.request_digest !== digest) throw new AppError('idempotency_key_reused');
  return earlier;
}

/** The constraint a Postgres error names when a unique (23505) or exclusion (23P01) check failed. */
export function violatedConstraint(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error) || !('constraint' in error))
    return undefined;
  const { code, constraint } = error;
  return (code === '23505' || code === '23P01') && typeof constraint === 'string' ? constraint : undefined;
}
