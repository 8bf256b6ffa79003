import { AppError } from '@moorline/kit';
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
