import { assertAccountHolder, validGuestPhone, validQrKey } from './guest-rules';

const refusedWith = (code: string) => expect.objectContaining({ code });

describe('validGuestPhone', () => {
  it.each([
    ['+385 91 234 5678', '+385912345678'],
    ['+385 (91) 234-5678', '+385912345678'],
    ['  +386 41 234 567 ', '+38641234567'],
    ['+39 312 345 6789', '+393123456789'],
    ['+44 20 7946 0958', '+442079460958'],
  ])('when the number %j has its country code, then it is stored as %s', (input, stored) => {
    expect(validGuestPhone(input)).toBe(stored);
  });

  it('when the number starts with 00 instead of +, then it is read as international', () => {
    expect(validGuestPhone('00385 91 234 5678')).toBe('+385912345678');
  });

  it.each([
    ['', 'empty'],
    ['091 234 5678', 'without a country code'],
    ['+385 91', 'too short for its plan'],
    ['+999 123456', 'of no country'],
    ['call +385 91 234 5678', 'inside other text'],
    ['+385 91 234 5678 ext. 12', 'with an extension E.164 cannot keep'],
    ['abc', 'not a number'],
    [`+385 ${'1'.repeat(40)}`, 'longer than any number'],
  ])('when the number %j is %s, then invalid_phone', (input) => {
    expect(() => validGuestPhone(input)).toThrow(refusedWith('invalid_phone'));
  });
});

describe('assertAccountHolder', () => {
  it('when the token is a guest one, then unauthenticated', () => {
    expect(() => assertAccountHolder(['guest'])).toThrow(refusedWith('unauthenticated'));
  });

  it('when the token is a boater or staff one, then it passes', () => {
    expect(() => assertAccountHolder([])).not.toThrow();
    expect(() => assertAccountHolder(['concessionaire', 'manager'])).not.toThrow();
  });
});

describe('validQrKey', () => {
  it('when the key has spaces around it, then they are dropped', () => {
    expect(validQrKey(' bay-7-b12 ')).toBe('bay-7-b12');
  });

  it.each([[''], ['   '], ['k'.repeat(201)]])('when the key is %j, then invalid_key', (input) => {
    expect(() => validQrKey(input)).toThrow(refusedWith('invalid_key'));
  });
});
