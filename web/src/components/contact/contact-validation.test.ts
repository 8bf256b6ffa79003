import { describe, expect, it } from '@jest/globals';
import { contactOutcome, validateContact } from './contact-validation';

const valid = {
  name: 'Ana Novak',
  email: 'ana@example.com',
  subject: 'Bay question',
  message: 'Is there room for a 12 m boat?',
};

describe('validateContact', () => {
  it('when every field is filled in correctly, then there are no errors', () => {
    expect(validateContact(valid)).toEqual({});
  });

  it('when fields are blank or only spaces, then each is reported as required', () => {
    expect(validateContact({ name: ' ', email: '', subject: '', message: '' })).toEqual({
      name: { key: 'nameRequired' },
      email: { key: 'emailRequired' },
      subject: { key: 'subjectRequired' },
      message: { key: 'messageRequired' },
    });
  });

  it('when the email has no domain dot or the message is too short, then both are reported', () => {
    const errors = validateContact({ ...valid, email: 'ana@example', message: 'Hi' });
    expect(errors.email).toEqual({ key: 'emailInvalid' });
    expect(errors.message).toEqual({ key: 'messageTooShort', min: 10 });
  });

  it('when the subject is longer than 150 characters, then it is too long', () => {
    expect(validateContact({ ...valid, subject: 'x'.repeat(151) }).subject).toEqual({
      key: 'tooLong',
      max: 150,
    });
  });
});

describe('contactOutcome', () => {
  it('when the BFF accepts with 202, then the message is sent', () => {
    expect(contactOutcome(202, null)).toBe('sent');
  });

  it('when the BFF answers 429, then the limit is exceeded', () => {
    expect(contactOutcome(429, { code: 'limit_exceeded', message: 'Limit exceeded' })).toBe('limitExceeded');
  });

  it('when the BFF answers another error, then it failed', () => {
    expect(contactOutcome(400, { code: 'invalid_body', message: 'x' })).toBe('failed');
    expect(contactOutcome(500, null)).toBe('failed');
  });
});
