import { describe, expect, it } from '@jest/globals';
import { addDays, dayNumber, instantAt, isCalendarDate, localDate, localDateTime } from './bay-clock';

describe('the bay clock', () => {
  it('when days are added, then months and leap years roll over', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
  });

  it('when a date does not exist, then it has no day number and adding to it throws', () => {
    expect(dayNumber('2027-02-29')).toBeNull();
    expect(dayNumber('27-02-01')).toBeNull();
    expect(() => addDays('2027-13-01', 1)).toThrow(RangeError);
  });

  it.each(['2026-02-30', '2026-2-3', '28.02.2026', '', '2026-02-28T00:00'])(
    'when the text is %j, then it is not a calendar date',
    (text) => {
      expect(isCalendarDate(text)).toBe(false);
    },
  );

  it("when it is late evening in UTC, then the bay's date east of Greenwich is already tomorrow", () => {
    const instant = new Date('2027-07-10T22:30:00Z');
    expect(localDate(instant, 'Europe/Zagreb')).toBe('2027-07-11');
    expect(localDate(instant, 'UTC')).toBe('2027-07-10');
    expect(localDateTime(instant, 'Europe/Zagreb')).toBe('2027-07-11T00:30:00');
  });

  it('when a wall-clock time falls on a daylight-saving day, then it maps to the offset in force then', () => {
    // Zagreb moves to summer time at 02:00 on 2027-03-28: 01:00 is UTC+1, 12:00 is UTC+2.
    expect(instantAt('2027-03-28', '01:00', 'Europe/Zagreb').toISOString()).toBe('2027-03-28T00:00:00.000Z');
    expect(instantAt('2027-03-28', '12:00', 'Europe/Zagreb').toISOString()).toBe('2027-03-28T10:00:00.000Z');
  });
});
