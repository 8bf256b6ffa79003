// spec §3: a contact message has name, email, subject and message. Bounds keep the mail readable
// and match what the BFF accepts.
export const CONTACT_LIMITS = { name: 100, email: 254, subject: 150, message: 5000, messageMin: 10 } as const;

export type ContactFields = { name: string; email: string; subject: string; message: string };
export type ContactField = keyof ContactFields;

export type ContactError =
  | { key: 'nameRequired' | 'emailRequired' | 'emailInvalid' | 'subjectRequired' | 'messageRequired' }
  | { key: 'messageTooShort'; min: number }
  | { key: 'tooLong'; max: number };

export type ContactErrors = Partial<Record<ContactField, ContactError>>;

// Deliberately simple: one @, no spaces, a dot in the domain. The server has the final word.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function tooLong(value: string, max: number): ContactError | undefined {
  return value.length > max ? { key: 'tooLong', max } : undefined;
}

export function validateContact(fields: ContactFields): ContactErrors {
  const name = fields.name.trim();
  const email = fields.email.trim();
  const subject = fields.subject.trim();
  const message = fields.message.trim();
  const errors: ContactErrors = {};
  const nameError = name === '' ? { key: 'nameRequired' as const } : tooLong(name, CONTACT_LIMITS.name);
  const emailError =
    email === ''
      ? { key: 'emailRequired' as const }
      : !EMAIL_PATTERN.test(email)
        ? { key: 'emailInvalid' as const }
        : tooLong(email, CONTACT_LIMITS.email);
  const subjectError =
    subject === '' ? { key: 'subjectRequired' as const } : tooLong(subject, CONTACT_LIMITS.subject);
  const messageError =
    message === ''
      ? { key: 'messageRequired' as const }
      : message.length < CONTACT_LIMITS.messageMin
        ? { key: 'messageTooShort' as const, min: CONTACT_LIMITS.messageMin }
        : tooLong(message, CONTACT_LIMITS.message);
  if (nameError) errors.name = nameError;
  if (emailError) errors.email = emailError;
  if (subjectError) errors.subject = subjectError;
  if (messageError) errors.message = messageError;
  return errors;
}

export type ContactOutcome = 'sent' | 'limitExceeded' | 'failed';

// The BFF answers 202 when accepted and 429 {code:'limit_exceeded'} when rate-limited (spec §8).
export function contactOutcome(status: number, body: unknown): ContactOutcome {
  if (status >= 200 && status < 300) return 'sent';
  const code = typeof body === 'object' && body !== null ? Reflect.get(body, 'code') : undefined;
  if (status === 429 || code === 'limit_exceeded') return 'limitExceeded';
  return 'failed';
}
