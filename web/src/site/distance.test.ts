import { describe, expect, it } from '@jest/globals';
import { distanceForDisplay } from './distance';

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
});
