import { describe, expect, it } from '@jest/globals';
import { isValidOib } from './croatian-oib';
import { isValidItalianPartitaIva } from './italian-partita-iva';
import { isValidSlovenianVatId } from './slovenian-vat-id';
import { normaliseTaxNumber } from './tax-number';

// Test-valid numbers (also in the catalog README): each passes its country's check digit.
const valid = { HR: '69435151530', SI: '15012557', IT: '00743110157' } as const;

describe('Croatian OIB (ISO 7064 MOD 11,10)', () => {
  it.each(['69435151530', '94577403194', '33392005961'])('when %s is given, then it is valid', (oib) => {
    expect(isValidOib(oib)).toBe(true);
  });

  it.each(['69435151531', '69435151539', '96435151530', '6943515153', '694351515300', '6943515153a'])(
    'when %s is given, then it is refused',
    (oib) => {
      expect(isValidOib(oib)).toBe(false);
    },
  );
});

describe('Slovenian VAT ID (mod 11)', () => {
  it.each(['15012557', '50223054'])('when %s is given, then it is valid', (vatId) => {
    expect(isValidSlovenianVatId(vatId)).toBe(true);
  });

  it.each([
    ['a wrong check digit', '15012558'],
    ['two digits swapped', '51012557'],
    ['a leading zero', '05012557'],
    ['seven digits', '1501255'],
    // 1 × 8 + 1 × 3 = 11: remainder 0, a number never issued whatever its last digit.
    ['a remainder of 0, never issued', '10000101'],
  ])('when it has %s (%s), then it is refused', (_case, vatId) => {
    expect(isValidSlovenianVatId(vatId)).toBe(false);
  });

  it('when the check comes to 10, then it is written 0', () => {
    // 1 × 8 + 1 × 4 = 12: remainder 1, 11 − 1 = 10, written 0.
    expect(isValidSlovenianVatId('10001000')).toBe(true);
    expect(isValidSlovenianVatId('10001001')).toBe(false);
  });
});

describe('Italian Partita IVA (Luhn)', () => {
  it.each(['00743110157', '01114601006', '07643520567'])('when %s is given, then it is valid', (piva) => {
    expect(isValidItalianPartitaIva(piva)).toBe(true);
  });

  it.each(['00743110158', '07443110157', '00000000000', '0074311015', '007431101570'])(
    'when %s is given, then it is refused',
    (piva) => {
      expect(isValidItalianPartitaIva(piva)).toBe(false);
    },
  );
});

describe('normaliseTaxNumber', () => {
  it.each([
    ['HR', 'HR69435151530', valid.HR],
    ['HR', ' 694 3515 1530 ', valid.HR],
    ['SI', 'SI 1501 2557', valid.SI],
    ['SI', 'si15012557', valid.SI],
    ['IT', 'IT00743110157', valid.IT],
    ['IT', '007-4311-0157', valid.IT],
  ] as const)('when a %s number is written %p, then it is kept as its digits', (country, raw, digits) => {
    expect(normaliseTaxNumber(country, raw)).toBe(digits);
  });

  it.each([
    ['HR', 'SI69435151530'],
    ['SI', valid.HR],
    ['IT', valid.SI],
    ['HR', ''],
    ['IT', 'IT'],
  ] as const)('when a %s number is %p, then it is refused', (country, raw) => {
    expect(normaliseTaxNumber(country, raw)).toBeNull();
  });
});
