import { describe, expect, it } from '@jest/globals';
import { AppError } from '@moorline/kit';
import { validPersonalText } from './user-rules';

const asName = (value: string) => validPersonalText(value, { required: true, maxLength: 100 });

describe('validPersonalText (first and last names: sign-up, profile, walk-up guests)', () => {
  it.each([
    ['a right-to-left override', 'Ana\u202Eetrop'],
    ['a zero-width space', 'A\u200Bna'],
    ['a byte order mark', '\uFEFFAna'],
    ['a NUL', 'Ana\u0000'],
    ['a line break', 'Ana\nKos'],
  ])(
    'when a name holds %s, then it is invalid_request (issue 26: it would spoof the back office and CSV)',
    (_, name) => {
      expect(() => asName(name)).toThrow(AppError);
    },
  );

  it('when a name is typed with a combining accent, then it is stored composed (NFC), trimmed, single-spaced', () => {
    expect(asName('  Ane\u0301ta   Marija ')).toBe('An\u00E9ta Marija');
  });

  it('when a name is empty or too long, then it is refused; letters of any script pass', () => {
    expect(() => asName('   ')).toThrow(AppError);
    expect(() => asName('x'.repeat(101))).toThrow(AppError);
    expect(asName('Ćiro Šimić')).toBe('Ćiro Šimić');
    expect(validPersonalText('', { required: false, maxLength: 100 })).toBe('');
  });
});
