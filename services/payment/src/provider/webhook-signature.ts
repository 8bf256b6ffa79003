import { createHmac, timingSafeEqual } from 'node:crypto';

// Stripe's webhook signature scheme, which the sandbox speaks too: the header
// `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" under the endpoint secret>`.
// A header may carry several v1 signatures (while a secret is rolled); one match is enough.

export const signatureHeaderName = 'stripe-signature';

/** How old a signed event may be: older ones are refused as replays. Stripe's default too. */
export const webhookToleranceSeconds = 300;

function hmac(secret: string, timestamp: number, rawBody: Buffer): Buffer {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest();
}

/** The header value for a body signed now, as a provider would send it. */
export function signWebhook(secret: string, rawBody: Buffer, now: Date): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${hmac(secret, timestamp, rawBody).toString('hex')}`;
}

function parseHeader(header: string): { timestamp: number; signatures: Buffer[] } | undefined {
  let timestamp: number | undefined;
  const signatures: Buffer[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.split('=', 2);
    if (key === 't' && value !== undefined && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    if (key === 'v1' && value !== undefined && /^[0-9a-f]{64}$/.test(value))
      signatures.push(Buffer.from(value, 'hex'));
  }
  return timestamp === undefined || signatures.length === 0 ? undefined : { timestamp, signatures };
}

export type SignatureCheck = 'valid' | 'malformed' | 'mismatch' | 'stale';

/**
 * The endpoint's secrets. While one is rotated, the deployment holds the new one and the one
 * before it: replicas not yet restarted, and a provider still signing with the old one, must not
 * turn good events away (deploy/README.md, "Rotating secrets").
 */
export interface WebhookSecrets {
  webhookSecret: string;
  previousWebhookSecret?: string;
}

export const acceptedWebhookSecrets = (secrets: WebhookSecrets): string[] =>
  secrets.previousWebhookSecret === undefined
    ? [secrets.webhookSecret]
    : [secrets.webhookSecret, secrets.previousWebhookSecret];

/** Whether `header` signs exactly these bytes with one of `secrets`, recently enough. */
export function checkWebhookSignature(
  secrets: readonly string[],
  rawBody: Buffer,
  header: string | undefined,
  now: Date,
): SignatureCheck {
  const parsed = header === undefined ? undefined : parseHeader(header);
  if (!parsed) return 'malformed';
  const expected = secrets.map((secret) => hmac(secret, parsed.timestamp, rawBody));
  const matches = (signature: Buffer) => expected.some((hash) => timingSafeEqual(signature, hash));
  if (!parsed.signatures.some(matches)) return 'mismatch';
  const ageSeconds = Math.abs(now.getTime() / 1000 - parsed.timestamp);
  return ageSeconds > webhookToleranceSeconds ? 'stale' : 'valid';
}
