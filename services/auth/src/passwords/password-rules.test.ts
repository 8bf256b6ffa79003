import { AppError } from '@moorline/kit';
import { assertAcceptableNewPassword } from './password-rules';

const codeOf = (run: () => void) => {
  try {
    run();
    return 'accepted';
  } catch (error) {
    return error instanceof AppError ? error.code : 'unexpected';
  }
};

describe('assertAcceptableNewPassword', () => {
  it('when the repeat differs, then passwords_mismatch (before the length is judged)', () => {
    expect(codeOf(() => assertAcceptableNewPassword('short', 'shorter'))).toBe('passwords_mismatch');
  });

  it('when the password has 7 characters, then weak_password; with 8, accepted', () => {
    expect(codeOf(() => assertAcceptableNewPassword('abcdefg', 'abcdefg'))).toBe('weak_password');
    expect(codeOf(() => assertAcceptableNewPassword('abcdefgh', 'abcdefgh'))).toBe('accepted');
  });

  it('when the password is longer than 128 characters, then weak_password', () => {
    const long = 'x'.repeat(129);
    expect(codeOf(() => assertAcceptableNewPassword(long, long))).toBe('weak_password');
  });

  it('when characters are outside the basic plane, then each counts once', () => {
    const eightEmoji = '\u{1F6A4}'.repeat(8);
    expect(codeOf(() => assertAcceptableNewPassword(eightEmoji, eightEmoji))).toBe('accepted');
  });
});
