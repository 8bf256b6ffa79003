import { describe, expect, it } from '@jest/globals';
import { checkGuestPhone, phoneLooksValid } from './phone-number';

describe('the guest phone check', () => {
  it('when the number has its country code, then it passes, with + or 00', () => {
    expect(phoneLooksValid('+385 91 234 5678')).toBe(true);
    expect(phoneLooksValid('00386 41 123 456')).toBe(true);
  });

  it('when the country code is missing or the number is impossible, then it fails', () => {
    expect(phoneLooksValid('091 234 5678')).toBe(false);
    expect(phoneLooksValid('+385 1')).toBe(false);
    expect(phoneLooksValid('')).toBe(false);
  });
});

describe("the guest form's phone field", () => {
  it('when the country code is missing, then the error asks for the country code', () => {
    expect(checkGuestPhone('091 234 5678')).toEqual({ key: 'phoneWithCountryCode' });
  });

  it('when the field is empty, then it is required, and a full number passes', () => {
    expect(checkGuestPhone('  ')).toEqual({ key: 'required' });
    expect(checkGuestPhone('+385 91 234 5678')).toBeUndefined();
  });
});
