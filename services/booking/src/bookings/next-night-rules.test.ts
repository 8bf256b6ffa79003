import { describe, expect, it } from '@jest/globals';
import { AppError } from '@moorline/kit';
import {
  assertExtendable,
  assertIsNextNight,
  isStillKept,
  keptNightOf,
  nextNightOf,
} from './next-night-rules';

const zagreb = {
  timeZone: 'Europe/Zagreb',
  day: { checkIn: '08:00', checkOut: '20:00' },
  night: { checkIn: '14:00', checkOut: '12:00' },
};
const keeping = { keepsNextNight: true, stayTimes: zagreb };
const night = (fromDate: string, toDate: string) => ({ kind: 'night' as const, fromDate, toDate });

const codeOf = (act: () => void) => {
  try {
    act();
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
  return undefined;
};

describe('nextNightOf', () => {
  it('when a night stay departs on a date, then the next night arrives on that date', () => {
    expect(nextNightOf(night('2027-07-01', '2027-07-04'))).toEqual({
      fromDate: '2027-07-04',
      toDate: '2027-07-05',
    });
  });

  it('when the stay is a day stay, then the next night arrives on its own day', () => {
    expect(nextNightOf({ kind: 'day', fromDate: '2027-12-31', toDate: '2027-12-31' })).toEqual({
      fromDate: '2027-12-31',
      toDate: '2028-01-01',
    });
  });
});

describe('keptNightOf', () => {
  it('when a night stay is held at a keeping bay, then it keeps the next night until 09:00 bay time on its departure date', () => {
    expect(keptNightOf(night('2027-07-01', '2027-07-02'), keeping)).toEqual({
      period: { start: new Date('2027-07-02T12:00:00Z'), end: new Date('2027-07-03T10:00:00Z') },
      keptUntil: new Date('2027-07-02T07:00:00Z'),
    });
  });

  it('when the clocks go forward in the night before departure, then the keep ends at 09:00 summer time', () => {
    // 28 March 2027: CET becomes CEST at 02:00.
    expect(keptNightOf(night('2027-03-27', '2027-03-28'), keeping)?.keptUntil).toEqual(
      new Date('2027-03-28T07:00:00Z'),
    );
    expect(keptNightOf(night('2027-03-26', '2027-03-27'), keeping)?.keptUntil).toEqual(
      new Date('2027-03-27T08:00:00Z'),
    );
  });

  it('when the clocks go back in the night before departure, then the keep ends at 09:00 winter time', () => {
    // 31 October 2027: CEST becomes CET at 03:00.
    expect(keptNightOf(night('2027-10-30', '2027-10-31'), keeping)?.keptUntil).toEqual(
      new Date('2027-10-31T08:00:00Z'),
    );
  });

  it('when the bay does not keep nights, sells none, or the stay is a day stay, then nothing is kept', () => {
    const stay = night('2027-07-01', '2027-07-02');
    expect(keptNightOf(stay, { ...keeping, keepsNextNight: false })).toBeNull();
    expect(keptNightOf(stay, { keepsNextNight: true, stayTimes: { ...zagreb, night: null } })).toBeNull();
    expect(keptNightOf({ kind: 'day', fromDate: '2027-07-01', toDate: '2027-07-01' }, keeping)).toBeNull();
  });
});

describe('isStillKept', () => {
  const keptUntil = new Date('2027-07-02T07:00:00Z');

  it('when it is one second before 09:00, then the night is still kept', () => {
    expect(isStillKept(keptUntil, new Date(keptUntil.getTime() - 1_000))).toBe(true);
  });

  it('when it is 09:00 or one second after, then the night is free for everyone', () => {
    expect(isStillKept(keptUntil, keptUntil)).toBe(false);
    expect(isStillKept(keptUntil, new Date(keptUntil.getTime() + 1_000))).toBe(false);
  });

  it('when nothing was kept, then nothing is', () => {
    expect(isStillKept(null, new Date(0))).toBe(false);
  });
});

describe('extending a booking', () => {
  const now = new Date('2027-07-02T06:00:00Z');
  const booking = {
    status: 'confirmed',
    period_end: new Date('2027-07-02T10:00:00Z'),
    stay_kind: 'night' as const,
    from_date: '2027-07-01',
    to_date: '2027-07-02',
    boat_id: 'a4c1e3f0-0000-4000-8000-000000000001',
  };
  const nextNight = { ...night('2027-07-02', '2027-07-03'), boatId: booking.boat_id };

  it('when the booking is confirmed and not ended, then it can be extended', () => {
    expect(codeOf(() => assertExtendable(booking, now))).toBeUndefined();
  });

  it('when the booking is held, cancelled, or ended, then booking_not_extendable', () => {
    expect(codeOf(() => assertExtendable({ ...booking, status: 'held' }, now))).toBe(
      'booking_not_extendable',
    );
    expect(codeOf(() => assertExtendable({ ...booking, status: 'cancelled' }, now))).toBe(
      'booking_not_extendable',
    );
    expect(codeOf(() => assertExtendable(booking, booking.period_end))).toBe('booking_not_extendable');
  });

  it('when the stay is its next night with the same boat (the departure may be left empty), then it extends it', () => {
    expect(codeOf(() => assertIsNextNight(booking, nextNight))).toBeUndefined();
    expect(codeOf(() => assertIsNextNight(booking, { ...nextNight, toDate: '' }))).toBeUndefined();
  });

  it('when the stay is another night, longer, a day stay or another boat, then booking_not_extendable', () => {
    for (const stay of [
      { ...nextNight, fromDate: '2027-07-03', toDate: '2027-07-04' },
      { ...nextNight, toDate: '2027-07-04' },
      { ...nextNight, kind: 'day' as const },
      { ...nextNight, boatId: 'a4c1e3f0-0000-4000-8000-000000000002' },
    ])
      expect(codeOf(() => assertIsNextNight(booking, stay))).toBe('booking_not_extendable');
  });
});
