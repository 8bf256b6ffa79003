import { describe, expect, it } from '@jest/globals';
import {
  addDays,
  calendarDate,
  checkStay,
  dayStayClosed,
  defaultStay,
  stayFromSearch,
  stayQuery,
  type Stay,
} from './stay-query';

// 09:30 in Zagreb on 22 November 2026 (UTC+1 in winter).
const morning = new Date('2026-11-22T08:30:00Z');
// 23:30 in Zagreb, but still the 22nd in UTC: "today" is the bay's date, 23 November.
const lateEvening = new Date('2026-11-22T23:30:00Z');
const night = (from: string, to: string): Stay => ({ kind: 'night', from, to });

describe('stay query', () => {
  it('when the date is read, then it is the bay calendar date, not UTC', () => {
    expect(calendarDate(morning)).toBe('2026-11-22');
    expect(calendarDate(lateEvening)).toBe('2026-11-23');
  });

  it('when days are added, then months and leap years roll over', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('when nothing is chosen, then the stay is tonight', () => {
    expect(defaultStay(morning)).toEqual(night('2026-11-22', '2026-11-23'));
  });

  it('when a night stay is asked for, then from and to are the arrival and departure dates', () => {
    expect(stayQuery(night('2026-11-22', '2026-11-24'), morning)).toBe(
      'stay=night&from=2026-11-22&to=2026-11-24',
    );
  });

  it('when a day stay is asked for, then only today is sent, whatever dates were entered', () => {
    expect(stayQuery({ kind: 'day', from: '2026-11-24', to: '2026-11-25' }, morning)).toBe(
      'stay=day&from=2026-11-22',
    );
  });

  it.each([
    [night('2026-11-22', '2026-11-23'), null],
    [night('2026-11-21', '2026-11-23'), 'inPast'],
    [night('2026-11-25', '2026-11-26'), 'tooFarAhead'],
    [night('2026-11-23', '2026-11-23'), 'departureNotAfterArrival'],
    [night('2026-11-22', '2027-01-22'), 'tooManyNights'],
    [night('2026-11-31', '2026-12-02'), 'invalidDate'],
    [night('', ''), 'invalidDate'],
  ] as const)('when a night stay is %j, then the problem is %s', (stay, problem) => {
    expect(checkStay(stay, morning)).toBe(problem);
  });

  it('when it is 14:00 at the bay or later, then the day stay is closed (spec §4)', () => {
    const lunch = new Date('2026-11-22T12:59:00Z');
    const two = new Date('2026-11-22T13:00:00Z');
    expect(dayStayClosed(lunch)).toBe(false);
    expect(dayStayClosed(two)).toBe(true);
    expect(checkStay({ kind: 'day', from: '', to: '' }, two)).toBe('dayStayClosed');
    expect(checkStay({ kind: 'day', from: '', to: '' }, lunch)).toBeNull();
  });

  it('when the page URL carries a usable stay, then it is used; otherwise tonight', () => {
    const from = (query: string) => stayFromSearch(new URLSearchParams(query), morning);
    expect(from('stay=night&from=2026-11-23&to=2026-11-25')).toEqual(night('2026-11-23', '2026-11-25'));
    expect(from('stay=day')).toMatchObject({ kind: 'day' });
    expect(from('stay=night&from=2026-11-25&to=2026-11-20')).toEqual(night('2026-11-22', '2026-11-23'));
    expect(from('')).toEqual(night('2026-11-22', '2026-11-23'));
  });
});
