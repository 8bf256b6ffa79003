import { describe, expect, it } from '@jest/globals';
import { calendarDay, daysInRange, labelEvery, minorToMajor } from './backoffice-format';

describe('minorToMajor', () => {
  it('when euros come in cents, then 12345 is 123.45', () => {
    expect(minorToMajor(12_345, 'EUR')).toBe(123.45);
  });

  it('when the currency has no minor unit, then the amount stays as it is', () => {
    expect(minorToMajor(1_500, 'JPY')).toBe(1_500);
  });
});

describe('calendar arithmetic', () => {
  it('when a range is counted, then both ends count, across a DST change too', () => {
    expect(daysInRange('2026-03-01', '2026-03-31')).toBe(31);
    expect(daysInRange('2026-07-14', '2026-07-14')).toBe(1);
  });

  it('when a calendar date is formatted in UTC, then it stays that day', () => {
    expect(calendarDay('2026-07-14').toISOString().slice(0, 10)).toBe('2026-07-14');
  });
});

describe('labelEvery', () => {
  it('when 48 hours share 8 labels, then every 6th is written; few bars get each one', () => {
    expect(labelEvery(48, 8)).toBe(6);
    expect(labelEvery(5, 8)).toBe(1);
    expect(labelEvery(0, 8)).toBe(1);
  });
});
