import { describe, expect, it } from '@jest/globals';
import type { Booking } from '../http/api-schema';
import { groupVisits, keptDay, mayStayAnotherNight, nextNightPagePath } from './visits';

const eur = (cents: number) => ({ cents, currency: 'EUR' });

function booking(id: string, visitId: string, periodStart: string, status: Booking['status'], cents: number) {
  return {
    booking_id: id,
    visit_id: visitId,
    period_start: periodStart,
    status,
    price: { total: eur(cents) },
  } as Booking;
}

describe('visits', () => {
  it('when two nights share a visit, then they are one visit, first night first, with what was paid for both', () => {
    const visits = groupVisits([
      booking('b2', 'b1', '2027-07-02T12:00:00Z', 'confirmed', 5000),
      booking('x', 'x', '2027-06-01T12:00:00Z', 'confirmed', 3000),
      booking('b1', 'b1', '2027-07-01T12:00:00Z', 'confirmed', 4500),
    ]);
    expect(visits.map((visit) => [visit.visitId, visit.bookings.map((b) => b.booking_id)])).toEqual([
      ['b1', ['b1', 'b2']],
      ['x', ['x']],
    ]);
    expect(visits[0]?.paid).toEqual(eur(9500));
    expect(visits[0]?.lastPaidId).toBe('b2');
  });

  it('when a night of the visit is not paid, then the total counts only the paid ones; none paid is null', () => {
    const [visit] = groupVisits([
      booking('b1', 'b1', '2027-07-01T12:00:00Z', 'confirmed', 4500),
      booking('b2', 'b1', '2027-07-02T12:00:00Z', 'held', 5000),
    ]);
    expect(visit?.paid).toEqual(eur(4500));
    expect(visit?.paidCount).toBe(1);
    expect(visit?.lastPaidId).toBe('b1');
    expect(groupVisits([booking('h', 'h', '2027-07-01T12:00:00Z', 'held', 4500)])[0]?.paid).toBeNull();
  });

  it('when a paid booking is the last of its visit and not over, then it offers another night', () => {
    expect(mayStayAnotherNight({ status: 'confirmed', phase: 'current' }, true)).toBe(true);
    expect(mayStayAnotherNight({ status: 'confirmed', phase: 'upcoming' }, true)).toBe(true);
    expect(mayStayAnotherNight({ status: 'confirmed', phase: 'current' }, false)).toBe(false);
    expect(mayStayAnotherNight({ status: 'confirmed', phase: 'completed' }, true)).toBe(false);
    expect(mayStayAnotherNight({ status: 'held', phase: 'pending' }, true)).toBe(false);
    expect(mayStayAnotherNight({ status: 'cancelled', phase: 'cancelled' }, true)).toBe(false);
  });

  it('when a night is kept until 09:00 at the bay, then the day is said from the bay’s calendar', () => {
    const zone = 'Europe/Zagreb';
    // 22:30 UTC on 1 July is already 2 July in Zagreb.
    const lateEvening = new Date('2027-07-01T22:30:00Z');
    expect(keptDay('2027-07-02T07:00:00Z', zone, new Date('2027-07-01T10:00:00Z'))).toBe('tomorrow');
    expect(keptDay('2027-07-02T07:00:00Z', zone, lateEvening)).toBe('today');
    expect(keptDay('2027-07-05T07:00:00Z', zone, lateEvening)).toBe('other');
  });

  it('when the next night page is linked, then its path names the booking', () => {
    expect(nextNightPagePath('6f1c3a52')).toBe('/bookings/6f1c3a52/next-night');
  });
});
