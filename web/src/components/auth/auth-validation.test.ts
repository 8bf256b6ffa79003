import { describe, expect, it } from '@jest/globals';
import {
  checkEmail,
  checkName,
  checkNewPassword,
  checkPhone,
  checkRepeat,
  checkTerms,
  collectErrors,
} from './auth-validation';

describe('account form checks', () => {
  it('when an email is empty, malformed or fine, then it is required, invalid or accepted', () => {
    expect(checkEmail('  ')).toEqual({ key: 'required' });
    expect(checkEmail('ana@example')).toEqual({ key: 'emailInvalid' });
    expect(checkEmail(' ana@example.com ')).toBeUndefined();
  });

  it('when a new password is outside 8 to 128 characters, then its length is reported', () => {
    const length = { key: 'passwordLength', min: 8, max: 128 };
    expect(checkNewPassword('1234567')).toEqual(length);
    expect(checkNewPassword('x'.repeat(129))).toEqual(length);
    expect(checkNewPassword('12345678')).toBeUndefined();
    expect(checkNewPassword('x'.repeat(128))).toBeUndefined();
  });

  it('when the repeat differs, then the passwords do not match', () => {
    expect(checkRepeat('sea breeze 1', 'sea breeze 2')).toEqual({ key: 'passwordsMismatch' });
    expect(checkRepeat('sea breeze 1', '')).toEqual({ key: 'required' });
    expect(checkRepeat('sea breeze 1', 'sea breeze 1')).toBeUndefined();
  });

  it('when names, phone and terms are checked, then blanks, odd characters and refusals are reported', () => {
    expect(checkName(' ')).toEqual({ key: 'required' });
    expect(checkName('x'.repeat(101))).toEqual({ key: 'tooLong', max: 100 });
    expect(checkPhone('')).toBeUndefined();
    expect(checkPhone('+386 (40) 123-456')).toBeUndefined();
    expect(checkPhone('call me')).toEqual({ key: 'phoneInvalid' });
    expect(checkPhone('1234')).toEqual({ key: 'phoneInvalid' });
    expect(checkPhone('386+40')).toEqual({ key: 'phoneInvalid' });
    expect(checkTerms(false)).toEqual({ key: 'termsRequired' });
  });

  it('when errors are collected, then only failures remain in field order', () => {
    const errors = collectErrors({
      email: checkEmail(''),
      password: undefined,
      repeat: checkRepeat('a', 'b'),
    });
    expect(Object.keys(errors)).toEqual(['email', 'repeat']);
  });
});
