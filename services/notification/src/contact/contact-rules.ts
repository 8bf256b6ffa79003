import { AppError } from '@moorline/kit';
import { createHash } from 'node:crypto';
import { mailLanguage } from '../mail/mail-language';

export interface ContactInput {
  name: string;
  email: string;
  subject: string;
  message: string;
  language: string;
}

const limits = { name: 120, email: 254, subject: 200, message: 5000 } as const;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Trims and checks a contact message; a missing, malformed or over-long field is `invalid_request`. */
export function validContactMessage(input: ContactInput): ContactInput {
  const trimmed = {
    name: input.name.trim(),
    email: input.email.trim(),
    subject: input.subject.trim(),
    message: input.message.trim(),
  };
  for (const field of ['name', 'email', 'subject', 'message'] as const) {
    if (trimmed[field].length === 0 || trimmed[field].length > limits[field])
      throw new AppError('invalid_request');
  }
  if (!emailPattern.test(trimmed.email)) throw new AppError('invalid_email');
  return { ...trimmed, language: mailLanguage(input.language) };
}

/** Spec §8 "Limit exceeded": a sender may send `perHour` messages an hour, counted by IP and by email. */
export function assertWithinContactLimit(
  recent: { fromAddress: number; fromEmail: number },
  perHour: number,
): void {
  if (recent.fromAddress >= perHour || recent.fromEmail >= perHour) throw new AppError('limit_exceeded');
}

/** What tells a retry from another message sent under the same key: the checked message's content. */
export function contactDigest({ name, email, subject, message, language }: ContactInput): string {
  return createHash('sha256')
    .update(JSON.stringify([name, email, subject, message, language]))
    .digest('hex');
}

/**
 * A retry (same key, same message) gets the stored message's id; the same key with another
 * message is refused, never answered with the first message's result. Rows stored before
 * digests were kept have none and count as the same message.
 */
export function replayedMessageId(
  stored: { id: string; request_digest: string | null },
  digest: string,
): string {
  if (stored.request_digest !== null && stored.request_digest !== digest)
    throw new AppError('idempotency_key_reused');
  return stored.id;
}
