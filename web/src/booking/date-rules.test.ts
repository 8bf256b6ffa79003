import { describe, expect, it } from '@jest/globals';
import {
  anyBayStayTimes,
  arrivalWindow,
  bayStayTimes,
  dayStayClosed,
  nextOpening,
  PLATFORM_TIME_ZONE,
  stayRuleProblem,
} from './date-rules';

// Zagreb in November is UTC+1: 13:00 UTC is 14:00 at the bay.
const bay = {
  timeZone: 'Europe/Zagreb',
  day: { checkIn: '08:00', checkOut: '19:00' },
  night: { checkIn: '14:00', checkOut: '12:00' },
};
const at = (iso: string) => new Date(iso);

describe('the arrival window', () => {
  it('when it is 10:00 at the bay, then arrival runs from today to tomorrow (the day after is 52 h off)', () => {
    expect(arrivalWindow(bay, at('2026-11-28T09:00:00Z'))).toEqual({
      first: '2026-11-28',
      last: '2026-11-29',
    });
  });

  it('when it is exactly 48 h before a check-in, then that arrival is in the window', () => {
    expect(arrivalWindow(bay, at('2026-11-28T13:00:00Z'))).toEqual({
      first: '2026-11-28',
      last: '2026-11-30',
    });
  });

  it('when UTC is still yesterday, then the window starts on the bay date', () => {
    expect(arrivalWindow(bay, at('2026-11-28T23:30:00Z'))?.first).toBe('2026-11-29');
  });

  it('when the bay sells no night stay, then there is no window', () => {
    expect(arrivalWindow({ ...bay, night: null }, at('2026-11-28T09:00:00Z'))).toBeNull();
  });

  it('when the window ends, then the next arrival opens 48 h before its check-in', () => {
    expect(nextOpening(bay, at('2026-11-28T09:00:00Z'))).toEqual({
      from: '2026-11-30',
      opensAt: at('2026-11-28T13:00:00Z'),
    });
  });
});

describe('the day stay cut-off', () => {
  it('when it is 13:59:59 at the bay, then the day stay is open', () => {
    expect(dayStayClosed(bay, at('2026-11-28T12:59:59Z'))).toBe(false);
  });

  it('when it is 14:00 at the bay, then the day stay is closed for today', () => {
    expect(dayStayClosed(bay, at('2026-11-28T13:00:00Z'))).toBe(true);
    expect(stayRuleProblem({ kind: 'day', from: '' }, bay, at('2026-11-28T13:00:00Z'))).toEqual({
      kind: 'dayStayClosed',
    });
  });

  it('when the bay sells no day stay, then nothing closes', () => {
    expect(dayStayClosed({ ...bay, day: null }, at('2026-11-28T15:00:00Z'))).toBe(false);
  });
});

describe('a night stay against the rules', () => {
  const now = at('2026-11-28T09:00:00Z');

  it('when the arrival was yesterday at the bay, then the dates are in the past', () => {
    expect(stayRuleProblem({ kind: 'night', from: '2026-11-27' }, bay, now)).toEqual({ kind: 'datesInPast' });
  });

  it('when the arrival is beyond 48 h, then it says when its bookings open', () => {
    expect(stayRuleProblem({ kind: 'night', from: '2026-12-02' }, bay, now)).toEqual({
      kind: 'notOpenYet',
      from: '2026-12-02',
      opensAt: at('2026-11-30T13:00:00Z'),
    });
  });

  it('when the arrival is tonight or in the window, then nothing is refused', () => {
    expect(stayRuleProblem({ kind: 'night', from: '' }, bay, now)).toBeNull();
    expect(stayRuleProblem({ kind: 'night', from: '2026-11-29' }, bay, now)).toBeNull();
  });
});

describe("a bay's stay times from the BFF", () => {
  it('when a kind is not offered, then it has no times', () => {
    const money = { cents: 1000, currency: 'EUR' };
    expect(
      bayStayTimes({
        time_zone: 'Europe/Rome',
        day_stay: {
          offered: false,
          check_in: '08:00',
          check_out: '19:00',
          price_per_hour: null,
          price_full_day: null,
        },
        night_stay: { offered: true, check_in: '14:00', check_out: '12:00', price_per_night: money },
      }),
    ).toEqual({ timeZone: 'Europe/Rome', day: null, night: { checkIn: '14:00', checkOut: '12:00' } });
  });
});

describe('the rules before a bay is chosen', () => {
  const night = (checkIn: string, offered = true) => ({
    night_stay: { offered, check_in: checkIn, check_out: '12:00', price_per_night: null },
  });

  it('when the bays in sight check in at different times, then the latest one sets the window, in Zagreb', () => {
    const times = anyBayStayTimes([night('13:00'), night('15:00:00'), night('14:00')]);
    expect(times).toEqual({
      timeZone: PLATFORM_TIME_ZONE,
      day: null,
      night: { checkIn: '15:00:00', checkOut: '12:00' },
    });
    // 14:30 in Zagreb: the day after tomorrow's 15:00 is 48.5 h away, so tomorrow is the last.
    expect(arrivalWindow(times, at('2026-11-28T13:30:00Z'))).toEqual({
      first: '2026-11-28',
      last: '2026-11-29',
    });
  });

  it('when no bay in sight sells nights, then the usual 14:00 check-in holds', () => {
    const times = anyBayStayTimes([night('18:00', false)]);
    expect(times.night).toEqual({ checkIn: '14:00', checkOut: '12:00' });
    expect(nextOpening(times, at('2026-11-28T09:00:00Z'))).toEqual({
      from: '2026-11-30',
      opensAt: at('2026-11-28T13:00:00Z'),
    });
  });

  it('when a day stay is asked for, then nothing closes it before a bay is chosen', () => {
    expect(
      stayRuleProblem({ kind: 'day', from: '' }, anyBayStayTimes([]), at('2026-11-28T15:00:00Z')),
    ).toBeNull();
  });
});
