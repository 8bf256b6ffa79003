import { describe, expect, it } from '@jest/globals';
import { auditRows, auditValueText, type ValueWords } from './audit-values';

const words: ValueWords = { locale: 'en', currency: 'EUR', yes: 'yes', no: 'no', none: '—' };
const text = (field: string, value: unknown) => auditValueText(field, value, words);

describe('auditRows', () => {
  it('when before and after name fields, then each changed field is one row in order of appearance', () => {
    expect(
      auditRows({ night_price_cents: 4_500, vat: 1 }, { night_price_cents: 5_000, vat: 1, closed: true }),
    ).toEqual([
      { field: 'night_price_cents', before: 4_500, after: 5_000 },
      { field: 'closed', before: null, after: true },
    ]);
  });

  it('when a side is missing (a photo uploaded, a buoy removed), then its values are none', () => {
    expect(auditRows(null, { status: 'live' })).toEqual([{ field: 'status', before: null, after: 'live' }]);
  });
});

describe('auditValueText', () => {
  it('when a field holds cents, basis points or centimetres, then it reads in euros, percent and metres', () => {
    expect(text('night_price_cents', 4_550)).toBe('€45.50');
    expect(text('vat_rate_basis_points', 1_300)).toBe('13%');
    expect(text('max_loa_cm', 1_850)).toBe('18.5 m');
  });

  it('when a value is a flag, nothing or a list, then yes/no, none and a joined list', () => {
    expect(text('night_stay_available', true)).toBe('yes');
    expect(text('closed', false)).toBe('no');
    expect(text('out_of_service_until', null)).toBe('—');
    expect(text('hull_kinds', ['mono', 'multi'])).toBe('mono, multi');
    expect(text('seasons', [])).toBe('—');
  });

  it('when a list holds seasons, then each reads as its fields with their units', () => {
    expect(
      text('seasons', [
        { first_date: '2027-07-01', last_date: '2027-08-31', closed: false, night_price_cents: 6_000 },
      ]),
    ).toBe('(first date: 2027-07-01, last date: 2027-08-31, closed: no, night price: €60.00)');
  });

  it('when the language is Italian, then money and lengths are written the Italian way', () => {
    const it_ = { ...words, locale: 'it' };
    expect(auditValueText('night_price_cents', 4_550, it_)).toBe('45,50\u00a0€');
    expect(auditValueText('max_loa_cm', 1_850, it_)).toBe('18,5 m');
  });
});
