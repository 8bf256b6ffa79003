import { describe, expect, it } from '@jest/globals';
import { AppError } from '@moorline/kit';
import type { BookingRow } from './booking.repository';
import {
  boaterCancellation,
  boaterMayCancel,
  datesStillAhead,
  operatorCancellation,
  operatorCancelNote,
  operatorCancelReason,
  operatorMayCancel,
} from './cancellation-rules';

// A night from 15 January 2027 14:00 to 16 January 12:00 in Zagreb (UTC+1), 80.00 EUR paid, kept
// under "free until 14:00 the day before, then 25 % back".
const start = new Date('2027-01-15T13:00:00Z');
const end = new Date('2027-01-16T11:00:00Z');
const freeUntil = new Date('2027-01-14T13:00:00Z');
const ms = (instant: Date, delta: number) => new Date(instant.getTime() + delta);
const owner = 'a7f3c1e2-0000-4000-8000-000000000001';

const paid = {
  user_id: owner,
  status: 'confirmed',
  period_start: start,
  period_end: end,
  walk_up: false,
  checked_in_at: null,
  stay_kind: 'night',
  time_zone: 'Europe/Zagreb',
  total_minor: 8_000,
  cancellation_policy: {
    nightFreeDaysBefore: 1,
    nightFreeUntilTime: '14:00',
    nightLateRefundPercent: 25,
    dayFreeHoursBefore: 1,
  },
} as const;
const booking = (change: Partial<BookingRow> = {}) => ({ ...paid, ...change }) as BookingRow;

function refusal(decide: () => unknown): string {
  try {
    decide();
  } catch (error) {
    return error instanceof AppError ? error.code : String(error);
  }
  return 'none';
}

describe('who may cancel a paid booking, and when', () => {
  it('when the stay has not begun, then the boater may cancel until its first instant', () => {
    expect(boaterMayCancel(booking(), ms(start, -1))).toBe(true);
    expect(boaterMayCancel(booking(), start)).toBe(false);
  });

  it('when the booking is a walk-up, checked in, or not confirmed, then the boater may not cancel', () => {
    const early = ms(start, -86_400_000);
    expect(boaterMayCancel(booking({ walk_up: true }), early)).toBe(false);
    expect(boaterMayCancel(booking({ checked_in_at: ms(start, -3_600_000) }), early)).toBe(false);
    for (const status of ['held', 'expired', 'failed', 'cancelled'] as const)
      expect(boaterMayCancel(booking({ status }), early)).toBe(false);
  });

  it('when the stay is under way, then the bay may still cancel it until its end, which it does not include', () => {
    expect(operatorMayCancel(booking({ checked_in_at: start }), ms(end, -1))).toBe(true);
    expect(operatorMayCancel(booking(), end)).toBe(false);
    expect(operatorMayCancel(booking({ status: 'held' }), ms(start, -1))).toBe(false);
  });
});

describe('the refund a cancellation writes', () => {
  it('when the boater cancels before the free period ends, then all is refunded; from its end, the late share', () => {
    expect(boaterCancellation(owner, 8_000)(booking(), ms(freeUntil, -1_000))).toEqual({
      by: 'boater',
      refundMinor: 8_000,
      reason: null,
      note: null,
    });
    expect(boaterCancellation(owner, 2_000)(booking(), freeUntil).refundMinor).toBe(2_000);
  });

  it('when the refund shown differs from what the policy gives now, then it is refund_changed', () => {
    expect(refusal(() => boaterCancellation(owner, 8_000)(booking(), freeUntil))).toBe('refund_changed');
  });

  it('when the booking is not the boater’s or not cancellable, then not_found or booking_not_cancellable', () => {
    const other = 'a7f3c1e2-0000-4000-8000-000000000002';
    expect(refusal(() => boaterCancellation(other, 8_000)(booking(), freeUntil))).toBe('not_found');
    expect(refusal(() => boaterCancellation(owner, 8_000)(booking(), start))).toBe('booking_not_cancellable');
  });

  it('when the bay cancels, then the whole amount goes back even after the free period', () => {
    expect(operatorCancellation('weather', 'Bora')(booking(), ms(start, 1))).toEqual({
      by: 'operator',
      refundMinor: 8_000,
      reason: 'weather',
      note: 'Bora',
    });
    expect(refusal(() => operatorCancellation('other', '')(booking(), end))).toBe('booking_not_cancellable');
  });
});

describe("the bay's reason and note", () => {
  it('when the reason is one of the three, then it is taken; anything else is invalid_request', () => {
    expect(operatorCancelReason('buoy_out_of_service')).toBe('buoy_out_of_service');
    for (const reason of ['', 'Weather', ' weather', 'storm'])
      expect(refusal(() => operatorCancelReason(reason))).toBe('invalid_request');
  });

  it('when the note is trimmed to 500 characters or fewer, then it is taken; 501 is invalid_request', () => {
    expect(operatorCancelNote('  Bura  ')).toBe('Bura');
    expect(operatorCancelNote(` ${'č'.repeat(500)} `)).toHaveLength(500);
    // Counted in characters, as Postgres counts them: an emoji is one, not two UTF-16 units.
    expect(operatorCancelNote('⛵'.repeat(500))).toBe('⛵'.repeat(500));
    expect(refusal(() => operatorCancelNote('x'.repeat(501)))).toBe('invalid_request');
  });
});

describe('the dates the alternatives are offered for', () => {
  const stay = { from_date: '2027-01-14', to_date: '2027-01-17', time_zone: 'Europe/Zagreb' };

  it('when the stay has not begun, then its own dates', () => {
    expect(datesStillAhead(stay, new Date('2027-01-13T22:59:59Z'))).toEqual({
      fromDate: '2027-01-14',
      toDate: '2027-01-17',
    });
  });

  it('when the stay is under way, then from today at the bay (already the 16th there at 23:30 UTC)', () => {
    expect(datesStillAhead(stay, new Date('2027-01-15T23:30:00Z'))).toEqual({
      fromDate: '2027-01-16',
      toDate: '2027-01-17',
    });
  });
});
