import { describe, expect, it } from '@jest/globals';
import { localDate } from './bay-clock';
import {
  dayStayOpen,
  nightsBetween,
  parseStayDates,
  resolveBookableStay,
  resolveStay,
  type BayStayTimes,
  type StayDates,
} from './stay-rules';

// A bay on the Adriatic (UTC+1 in winter, UTC+2 in summer) and one in New York (UTC-5/-4): the
// same instant is another date and another hour at each.
const times = {
  day: { checkIn: '08:00', checkOut: '14:00' },
  night: { checkIn: '14:00', checkOut: '12:00' },
};
const zagreb: BayStayTimes = { timeZone: 'Europe/Zagreb', ...times };
const newYork: BayStayTimes = { timeZone: 'America/New_York', ...times };
const night = (from: string | null, to: string | null = null): StayDates => ({ kind: 'night', from, to });
const day = (from: string | null = null): StayDates => ({ kind: 'day', from, to: null });
const hours = (period: { start: Date; end: Date }) =>
  (period.end.getTime() - period.start.getTime()) / 3_600_000;

function resolved(stay: StayDates, bay: BayStayTimes, now: string) {
  const answer = resolveStay(stay, bay, new Date(now));
  if (!answer.ok) throw new Error(`expected a stay, got ${answer.problem}`);
  return answer.value;
}
const problem = (stay: StayDates, bay: BayStayTimes, now: string) => {
  const answer = resolveStay(stay, bay, new Date(now));
  return answer.ok ? null : answer.problem;
};

describe('the 14:00 day stay cutoff in bay time', () => {
  it('when it is 13:59:59 at the bay, then a day stay is still open', () => {
    expect(dayStayOpen(new Date('2027-01-15T12:59:59Z'), 'Europe/Zagreb')).toBe(true);
    expect(resolved(day(), zagreb, '2027-01-15T12:59:59Z').period).toEqual({
      start: new Date('2027-01-15T07:00:00Z'),
      end: new Date('2027-01-15T13:00:00Z'),
    });
  });

  it('when it is 14:00:00 at the bay, then the day stay is closed', () => {
    expect(dayStayOpen(new Date('2027-01-15T13:00:00Z'), 'Europe/Zagreb')).toBe(false);
    expect(problem(day(), zagreb, '2027-01-15T13:00:00Z')).toBe('day_stay_closed');
  });

  it('when it is summer time, then 14:00 is 12:00 UTC', () => {
    expect(dayStayOpen(new Date('2027-07-15T11:59:59Z'), 'Europe/Zagreb')).toBe(true);
    expect(dayStayOpen(new Date('2027-07-15T12:00:00Z'), 'Europe/Zagreb')).toBe(false);
  });

  it('when a day stay names another date than today, then it is refused', () => {
    expect(problem(day('2027-01-16'), zagreb, '2027-01-15T09:00:00Z')).toBe('not_today');
    expect(problem(day('2027-01-14'), zagreb, '2027-01-15T09:00:00Z')).toBe('in_past');
    expect(resolved(day('2027-01-15'), zagreb, '2027-01-15T09:00:00Z').from).toBe('2027-01-15');
  });
});

describe('the 48-hour advance limit', () => {
  const bookable = (stay: StayDates, now: string) => resolveBookableStay(stay, zagreb, new Date(now));

  // 14:00 in Zagreb on 13 January; the night check-in two days later is exactly 48 h away.
  it('when the stay starts exactly 48 hours from now, then it may be booked', () => {
    const answer = bookable(night('2027-01-15'), '2027-01-13T13:00:00Z');
    expect(answer.ok && answer.value.period.start).toEqual(new Date('2027-01-15T13:00:00Z'));
  });

  it('when the stay starts 48 hours and one second from now, then it is too far ahead to book', () => {
    expect(bookable(night('2027-01-15'), '2027-01-13T12:59:59Z')).toEqual({
      ok: false,
      problem: 'too_far_ahead',
    });
  });

  it('when the stay is too far ahead to book, then the map still resolves it', () => {
    expect(resolved(night('2027-01-20'), zagreb, '2027-01-13T12:59:59Z').from).toBe('2027-01-20');
  });

  it('when a stay cannot be booked for another reason, then that reason is given', () => {
    expect(bookable(night('2027-01-12'), '2027-01-13T12:59:59Z')).toEqual({ ok: false, problem: 'in_past' });
  });
});

describe('midnight at the bay', () => {
  it('when it is 23:59 at the bay, then today is still that date', () => {
    expect(localDate(new Date('2027-01-15T22:59:00Z'), 'Europe/Zagreb')).toBe('2027-01-15');
    expect(resolved(night(null), zagreb, '2027-01-15T22:59:00Z')).toMatchObject({
      from: '2027-01-15',
      to: '2027-01-16',
    });
  });

  it('when it is 00:00 at the bay, then today is the next date and the previous one is past', () => {
    expect(localDate(new Date('2027-01-15T23:00:00Z'), 'Europe/Zagreb')).toBe('2027-01-16');
    expect(problem(night('2027-01-15'), zagreb, '2027-01-15T23:00:00Z')).toBe('in_past');
  });
});

describe('night stays across the 2027 DST changes in Europe', () => {
  it('when the clocks go forward on 28 March 2027, then the night is an hour shorter in UTC', () => {
    const stay = resolved(night('2027-03-27', '2027-03-28'), zagreb, '2027-03-27T08:00:00Z');
    expect(stay.period).toEqual({
      start: new Date('2027-03-27T13:00:00Z'),
      end: new Date('2027-03-28T10:00:00Z'),
    });
    expect(hours(stay.period)).toBe(21);
  });

  it('when the clocks go back on 31 October 2027, then the night is an hour longer in UTC', () => {
    const stay = resolved(night('2027-10-30', '2027-10-31'), zagreb, '2027-10-30T08:00:00Z');
    expect(stay.period).toEqual({
      start: new Date('2027-10-30T12:00:00Z'),
      end: new Date('2027-10-31T11:00:00Z'),
    });
    expect(hours(stay.period)).toBe(23);
  });

  it('when a night does not cross a change, then it is 22 hours', () => {
    expect(hours(resolved(night('2027-01-15', '2027-01-16'), zagreb, '2027-01-15T08:00:00Z').period)).toBe(
      22,
    );
  });
});

describe('rules per bay, in each bay time zone', () => {
  // 13:30 UTC: 14:30 in Zagreb (day stays closed), 08:30 in New York (open).
  it('when one instant is after 14:00 at one bay and before at another, then each answers for itself', () => {
    const now = '2027-01-15T13:30:00Z';
    expect(problem(day(), zagreb, now)).toBe('day_stay_closed');
    expect(resolved(day(), newYork, now).period).toEqual({
      start: new Date('2027-01-15T13:00:00Z'),
      end: new Date('2027-01-15T19:00:00Z'),
    });
  });

  it('when it is already tomorrow at one bay, then tonight is another date there', () => {
    const now = '2027-01-16T01:00:00Z';
    expect(resolved(night(null), zagreb, now).from).toBe('2027-01-16');
    expect(resolved(night(null), newYork, now).from).toBe('2027-01-15');
  });

  it('when the bay does not sell the kind of stay, then it is not offered', () => {
    expect(problem(day(), { ...zagreb, day: null }, '2027-01-15T09:00:00Z')).toBe('not_offered');
  });
});

describe('dates as typed', () => {
  const parse = (kind: 'day' | 'night', from: string, to = '') => parseStayDates({ kind, from, to });

  it('when no dates are given, then the stay is for today at each bay', () => {
    expect(parse('night', '')).toEqual({ ok: true, value: night(null) });
    expect(parse('day', ' ')).toEqual({ ok: true, value: day(null) });
  });

  it('when a night stay has dates in order, then they are kept', () => {
    expect(parse('night', '2027-07-01', '2027-07-04')).toEqual({
      ok: true,
      value: night('2027-07-01', '2027-07-04'),
    });
    expect(parse('night', '2027-07-01', '2027-07-31')).toMatchObject({ ok: true });
  });

  it.each([
    ['2027-7-1', ''],
    ['01.07.2027', ''],
    ['2027-02-30', ''],
    ['today', ''],
    ['2027-07-01', '2027-07-32'],
  ])('when a date is malformed or does not exist (%s %s), then the format is invalid', (from, to) => {
    expect(parse('night', from, to)).toEqual({ ok: false, problem: 'invalid_date_format' });
  });

  it.each([
    ['night', '2027-07-02', '2027-07-01'],
    ['night', '2027-07-02', '2027-07-02'],
    ['night', '2027-07-01', '2027-08-01'],
    ['day', '2027-07-01', '2027-07-02'],
  ] as const)('when a %s stay runs %s to %s, then the range is invalid', (kind, from, to) => {
    expect(parse(kind, from, to)).toEqual({ ok: false, problem: 'invalid_date_range' });
  });

  it('when only the departure is given, then the dates are missing', () => {
    expect(parse('night', '', '2027-07-02')).toEqual({ ok: false, problem: 'dates_missing' });
  });
});

describe('nights between two dates', () => {
  it('when the stay crosses a month end and a DST change, then each calendar night counts once', () => {
    expect(nightsBetween('2027-03-27', '2027-03-29')).toBe(2);
    expect(nightsBetween('2027-10-31', '2027-11-01')).toBe(1);
  });

  it('when a date is not a calendar date, then it is a programming error', () => {
    expect(() => nightsBetween('2027-02-30', '2027-03-01')).toThrow(RangeError);
  });
});
