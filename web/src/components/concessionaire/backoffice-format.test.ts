import { describe, expect, it } from '@jest/globals';
import {
  addDays,
  bayToday,
  calendarDay,
  daysInRange,
  isIsoDate,
  labelEvery,
  minorToMajor,
} from './backoffice-format';

describe('minorToMajor', () => {
  it('when euros come in cents, then 12345 is 123.45', () => {
    expect(minorToMajor(12_345, 'EUR')).toBe(123.45);
  });

  it('when the currency has no minor unit, then the amount stays as it is', () => {
    expect(minorToMajor(1_500, 'JPY')).toBe(1_500);
  });
});

describe('isIsoDate', () => {
  it('when a date is real and written YYYY-MM-DD, then it is one', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
  });

  it.each(['2026-02-30', '2026-2-3', '28.02.2026', '', '2026-02-28T00:00'])(
    'when the text is %j, then it is not a date',
    (text) => {
      expect(isIsoDate(text)).toBe(false);
    },
  );
});

describe('bayToday', () => {
  it('when it is 23:30 in London, then it is already tomorrow in the Adriatic', () => {
    const now = new Date('2026-07-14T22:30:00Z');
    expect(bayToday(now, 'Europe/London')).toBe('2026-07-14');
    expect(bayToday(now, 'Europe/Zagreb')).toBe('2026-07-15');
  });
});

describe('calendar arithmetic', () => {
  it('when days are added across a month and a year, then the calendar follows', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

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
