import { describe, expect, it } from '@jest/globals';
import { centsOf, eurosText } from './money-input';

describe('centsOf', () => {
  it('when whole euros are typed, then they are counted in cents', () => {
    expect(centsOf('45')).toBe(4_500);
  });

  it('when decimals come with a point or a comma, then both read the same', () => {
    expect(centsOf('12.5')).toBe(1_250);
    expect(centsOf('12,50')).toBe(1_250);
    expect(centsOf('0,05')).toBe(5);
  });

  it('when spaces or a euro sign surround the amount, then they are ignored', () => {
    expect(centsOf('  € 7,25 ')).toBe(725);
    expect(centsOf('7.25€')).toBe(725);
  });

  it('when a minus is typed, then the amount is negative for the server to refuse', () => {
    expect(centsOf('-3,00')).toBe(-300);
  });

  it('when there are more than two decimals, grouping or letters, then it is not an amount', () => {
    for (const text of ['1.005', '1.234,50', '12a', '', ',5', '1e3']) expect(centsOf(text)).toBeNull();
  });
});

describe('eurosText', () => {
  it('when cents are shown, then always with two decimals in the page language', () => {
    expect(eurosText(4_500, 'en')).toBe('45.00');
    expect(eurosText(1_250, 'it')).toBe('12,50');
    expect(eurosText(123_456, 'hr')).toBe('1234,56');
  });

  it('when a shown amount is read back, then it is the same number of cents', () => {
    for (const locale of ['en', 'sl', 'hr', 'it'])
      for (const cents of [0, 5, 100, 99_999, 500_000]) expect(centsOf(eurosText(cents, locale))).toBe(cents);
  });
});
