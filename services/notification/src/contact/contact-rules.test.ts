import { describe, expect, it } from '@jest/globals';
import { assertWithinContactLimit, validContactMessage } from './contact-rules';

const valid = {
  name: '  Marta Kovač ',
  email: 'marta@example.com',
  subject: 'Buoy in Telašćica',
  message: 'Is a buoy free on Saturday for a 14 m catamaran?',
  language: 'hr',
};

describe('contact rules', () => {
  it('when every field is present, then the message is trimmed and kept', () => {
    expect(validContactMessage(valid)).toEqual({ ...valid, name: 'Marta Kovač' });
  });

  it('when a field is blank or too long, then it is an invalid entry', () => {
    expect(() => validContactMessage({ ...valid, subject: '   ' })).toThrow(
      expect.objectContaining({ code: 'invalid_request' }),
    );
    expect(() => validContactMessage({ ...valid, message: 'x'.repeat(5001) })).toThrow(
      expect.objectContaining({ code: 'invalid_request' }),
    );
  });

  it('when the email is malformed, then it is an invalid email address', () => {
    expect(() => validContactMessage({ ...valid, email: 'marta@' })).toThrow(
      expect.objectContaining({ code: 'invalid_email' }),
    );
  });

  it('when the language is not one of ours, then English is used', () => {
    expect(validContactMessage({ ...valid, language: 'de' }).language).toBe('en');
  });

  it('when a sender reached the hourly limit by address or by email, then the limit is exceeded', () => {
    expect(() => assertWithinContactLimit({ fromAddress: 4, fromEmail: 4 }, 5)).not.toThrow();
    expect(() => assertWithinContactLimit({ fromAddress: 5, fromEmail: 0 }, 5)).toThrow(
      expect.objectContaining({ code: 'limit_exceeded' }),
    );
    expect(() => assertWithinContactLimit({ fromAddress: 0, fromEmail: 5 }, 5)).toThrow(
      expect.objectContaining({ code: 'limit_exceeded' }),
    );
  });
});
