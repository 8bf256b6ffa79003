import { describe, expect, it } from '@jest/globals';
import { phaseOf } from './booking-phase';
import type { BookingRow } from './booking.repository';

// A night from 15 January 2027 14:00 to 16 January 12:00 in Zagreb; the period is half-open.
const start = new Date('2027-01-15T13:00:00Z');
const end = new Date('2027-01-16T11:00:00Z');
const holdDeadline = new Date('2027-01-14T10:03:00Z');
const ms = (instant: Date, delta: number) => new Date(instant.getTime() + delta);

function phase(status: BookingRow['status'], now: Date) {
  return phaseOf({ status, period_start: start, period_end: end, hold_expires_at: holdDeadline }, now);
}

describe('phaseOf', () => {
  it('when a confirmed stay has not started, then it is upcoming until its first instant', () => {
    expect(phase('confirmed', ms(start, -1))).toBe('upcoming');
    expect(phase('confirmed', start)).toBe('current');
  });

  it('when a confirmed stay is under way, then it is current until its end, which it does not include', () => {
    expect(phase('confirmed', ms(end, -1))).toBe('current');
    expect(phase('confirmed', end)).toBe('completed');
  });

  it('when a hold is before its deadline, then it is pending', () => {
    expect(phase('held', ms(holdDeadline, -1))).toBe('pending');
  });

  it('when a hold reaches its deadline before the sweeper has expired it, then it is failed', () => {
    expect(phase('held', holdDeadline)).toBe('failed');
  });

  it('when a booking expired or failed, then it is failed whatever the clock', () => {
    for (const now of [ms(holdDeadline, -1), ms(start, 1), ms(end, 1)]) {
      expect(phase('expired', now)).toBe('failed');
      expect(phase('failed', now)).toBe('failed');
    }
  });

  it('when a paid booking was cancelled, then it is cancelled whatever the clock, never failed', () => {
    for (const now of [ms(start, -1), ms(start, 1), ms(end, 1)])
      expect(phase('cancelled', now)).toBe('cancelled');
  });
});
