import { describe, expect, it } from '@jest/globals';
import { distanceForDisplay, keptTogether } from './distance';

const read = (metres: number, locale = 'en') => {
  const { value, options } = distanceForDisplay(metres);
  return new Intl.NumberFormat(locale, options).format(value);
};

describe('a distance as the page shows it', () => {
  it('when it is under a kilometre, then it is whole metres', () => {
    expect(read(87.4)).toBe('87 m');
    expect(read(999)).toBe('999 m');
  });

  it('when it is a kilometre or more, then it is kilometres with one decimal, in the page’s language', () => {
    expect(read(1000)).toBe('1 km');
    expect(read(39_580)).toBe('39.6 km');
    expect(read(39_580, 'hr')).toBe('39,6 km');
  });

  it('when it is shown in a sentence, then its number and unit cannot be split across lines', () => {
    expect(keptTogether(read(5_000))).toBe('5\u00a0km');
    expect(keptTogether(read(87, 'sl'))).toBe('87\u00a0m');
  });
});
