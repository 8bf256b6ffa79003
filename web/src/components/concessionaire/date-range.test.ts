import { describe, expect, it } from '@jest/globals';
import { lastDays, rangeFromParams, rangeProblem } from './date-range';

const fallback = { from: '2026-06-15', to: '2026-07-14' };

describe('rangeFromParams', () => {
  it('when the address holds both dates, then they are the range', () => {
    const params = new URLSearchParams('from=2026-01-01&to=2026-03-31');
    expect(rangeFromParams(params, fallback)).toEqual({ from: '2026-01-01', to: '2026-03-31' });
  });

  it('when a date is missing or unreadable, then that end falls back', () => {
    const params = new URLSearchParams('from=yesterday');
    expect(rangeFromParams(params, fallback)).toEqual(fallback);
  });
});

describe('lastDays', () => {
  it('when 30 days end today, then they start 29 days ago', () => {
    expect(lastDays('2026-07-14', 30)).toEqual({ from: '2026-06-15', to: '2026-07-14' });
  });
});

describe('rangeProblem', () => {
  it('when the range is in order, then nothing is wrong', () => {
    expect(rangeProblem(fallback)).toBeNull();
  });

  it('when the start is after the end, then it says so', () => {
    expect(rangeProblem({ from: '2026-07-15', to: '2026-07-14' })).toBe('from_after_to');
  });

  it('when a date is not a date, then it says so', () => {
    expect(rangeProblem({ from: '2026-07-32', to: '2026-07-14' })).toBe('invalid_date');
  });

  it('when the range is longer than its limit, then it is refused; without one, years pass', () => {
    const years = { from: '2020-01-01', to: '2026-01-01' };
    expect(rangeProblem(years, 731)).toBe('too_long');
    expect(rangeProblem(years)).toBeNull();
  });
});
