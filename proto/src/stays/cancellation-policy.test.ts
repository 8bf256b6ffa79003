import { describe, expect, it } from '@jest/globals';
import {
  cancellationRefund,
  defaultCancellationPolicy,
  freeUntil,
  shareOf,
  type CancellationPolicy,
  type CancellableStay,
} from './cancellation-policy';

// Europe/Zagreb moves to summer time on Sunday 28 March 2027 (02:00 -> 03:00) and back on
// Sunday 31 October 2027 (03:00 -> 02:00): "14:00 the day before" is then 23 or 25 hours ahead.
const zagreb = 'Europe/Zagreb';
const halfBack: CancellationPolicy = { ...defaultCancellationPolicy, nightLateRefundPercent: 50 };
const night = (start: string): CancellableStay => ({ kind: 'night', start: new Date(start) });
const day = (start: string): CancellableStay => ({ kind: 'day', start: new Date(start) });

const refundAt = (policy: CancellationPolicy, stay: CancellableStay, now: string, paidCents = 10_000) =>
  cancellationRefund({ policy, stay, timeZone: zagreb, paidCents, now: new Date(now) }).refundCents;

describe('a night stay: free until 14:00 bay time the day before arrival', () => {
  const winterArrival = night('2027-01-15T13:00:00Z'); // 14:00 CET

  it('when it is 13:59:59 at the bay the day before, then all is refunded', () => {
    expect(refundAt(halfBack, winterArrival, '2027-01-14T12:59:59Z')).toBe(10_000);
  });

  it('when it is 14:00:00 at the bay the day before, then only the late share is refunded', () => {
    expect(refundAt(halfBack, winterArrival, '2027-01-14T13:00:00Z')).toBe(5_000);
    expect(refundAt(defaultCancellationPolicy, winterArrival, '2027-01-14T13:00:00Z')).toBe(0);
  });

  it('when the deadline is two days before at 18:00, then it falls at 18:00 bay time two days before', () => {
    const policy = { ...halfBack, nightFreeDaysBefore: 2, nightFreeUntilTime: '18:00' };
    expect(freeUntil(policy, winterArrival, zagreb)).toEqual(new Date('2027-01-13T17:00:00Z'));
    expect(refundAt(policy, winterArrival, '2027-01-13T16:59:59Z')).toBe(10_000);
    expect(refundAt(policy, winterArrival, '2027-01-13T17:00:00Z')).toBe(5_000);
  });

  it('when the bay is in New York, then 14:00 New York time counts, whatever the server’s zone', () => {
    const newYork = cancellationRefund({
      policy: halfBack,
      stay: night('2027-01-15T19:00:00Z'), // 14:00 in New York
      timeZone: 'America/New_York',
      paidCents: 10_000,
      now: new Date('2027-01-14T18:59:59Z'),
    });
    expect(newYork).toEqual({ refundCents: 10_000, freeUntil: new Date('2027-01-14T19:00:00Z') });
  });
});

describe('a night stay across a daylight-saving change', () => {
  it('when summer time starts on the arrival day, then the deadline is 14:00 winter time, 23 hours before', () => {
    const arrival = night('2027-03-28T12:00:00Z'); // 14:00 CEST
    expect(freeUntil(halfBack, arrival, zagreb)).toEqual(new Date('2027-03-27T13:00:00Z'));
    expect(refundAt(halfBack, arrival, '2027-03-27T12:59:59Z')).toBe(10_000);
    expect(refundAt(halfBack, arrival, '2027-03-27T13:00:00Z')).toBe(5_000);
  });

  it('when winter time returns on the arrival day, then the deadline is 14:00 summer time, 25 hours before', () => {
    const arrival = night('2027-10-31T13:00:00Z'); // 14:00 CET
    expect(freeUntil(halfBack, arrival, zagreb)).toEqual(new Date('2027-10-30T12:00:00Z'));
    expect(refundAt(halfBack, arrival, '2027-10-30T11:59:59Z')).toBe(10_000);
    expect(refundAt(halfBack, arrival, '2027-10-30T12:00:00Z')).toBe(5_000);
  });
});

describe('a day stay: free until a number of hours before its start', () => {
  it('when it is one second before the hour ahead of the start, then all is refunded; at it, nothing', () => {
    const start = day('2027-07-10T06:00:00Z'); // 08:00 CEST
    expect(refundAt(halfBack, start, '2027-07-10T04:59:59Z')).toBe(10_000);
    expect(refundAt(halfBack, start, '2027-07-10T05:00:00Z')).toBe(0);
  });

  it('when the clocks go forward within the hours before the start, then real hours count, not the clock', () => {
    const policy = { ...defaultCancellationPolicy, dayFreeHoursBefore: 3 };
    const start = day('2027-03-28T02:00:00Z'); // 04:00 CEST, an hour after the clocks jumped
    expect(freeUntil(policy, start, zagreb)).toEqual(new Date('2027-03-27T23:00:00Z')); // 00:00 CET
    expect(refundAt(policy, start, '2027-03-27T22:59:59Z')).toBe(10_000);
    expect(refundAt(policy, start, '2027-03-27T23:00:00Z')).toBe(0);
  });
});

describe('the late share, to the cent', () => {
  it('when the share is not a whole number of cents, then it is rounded half up', () => {
    expect(shareOf(12_345, 33)).toBe(4_074); // 4,073.85
    expect(shareOf(999, 50)).toBe(500); // 499.5
    expect(shareOf(1_001, 10)).toBe(100); // 100.1
    expect(shareOf(7_777, 100)).toBe(7_777);
    expect(shareOf(7_777, 0)).toBe(0);
  });

  it('when a late night stay is cancelled, then the refund is the rounded share of what was paid', () => {
    const policy = { ...defaultCancellationPolicy, nightLateRefundPercent: 33 };
    expect(refundAt(policy, night('2027-01-15T13:00:00Z'), '2027-01-15T10:00:00Z', 12_345)).toBe(4_074);
  });
});
