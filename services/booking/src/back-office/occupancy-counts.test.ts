import { describe, expect, it } from '@jest/globals';
import type { BayBuoy } from './bay-facts';
import { bookingsDuring, comingHours, occupancyCounts, type TakingBooking } from './occupancy-counts';

const buoys: BayBuoy[] = [
  { buoyId: 'd1', label: '1', kind: 'digital', outOfService: false },
  { buoyId: 'd2', label: '2', kind: 'digital', outOfService: false },
  { buoyId: 'd3', label: '3', kind: 'digital', outOfService: true },
  { buoyId: 'd4', label: '4', kind: 'digital', outOfService: true },
  { buoyId: 'f1', label: 'F1', kind: 'fcfs', outOfService: false },
  { buoyId: 'f2', label: 'F2', kind: 'fcfs', outOfService: false },
  { buoyId: 't1', label: 'T1', kind: 'traditional', outOfService: false },
];

const at = (hour: number) => new Date(Date.UTC(2026, 6, 1, hour));
const stay = (buoyId: string, from: number, to: number, checkedIn = false): TakingBooking => ({
  buoyId,
  periodStart: at(from),
  periodEnd: at(to),
  checkedIn,
});

describe('occupancyCounts', () => {
  it('when nothing is booked, then the digital and FCFS buoys are free or out of service and traditional ones are not counted', () => {
    expect(occupancyCounts(buoys, [])).toEqual({
      buoysTotal: 6,
      booked: 0,
      checkedIn: 0,
      free: 4,
      firstComeTaken: 0,
      outOfService: 2,
    });
  });

  it('when digital and FCFS buoys are taken, then each counts once in its group and the groups add up to the total', () => {
    const taken = [stay('d1', 0, 10, true), stay('d1', 10, 20), stay('f1', 0, 10, true), stay('d4', 0, 10)];
    expect(occupancyCounts(buoys, taken)).toEqual({
      buoysTotal: 6,
      booked: 2,
      checkedIn: 2,
      free: 2,
      firstComeTaken: 1,
      outOfService: 1,
    });
  });
});

describe('bookingsDuring', () => {
  const bookings = [stay('d1', 0, 10), stay('d2', 10, 20)];

  it('when asked for an instant, then the stay that begins there counts and the one that ends there does not', () => {
    expect(bookingsDuring(bookings, at(10)).map((b) => b.buoyId)).toEqual(['d2']);
  });

  it('when asked for a period, then only stays overlapping the half-open period count', () => {
    expect(bookingsDuring(bookings, at(5), at(10)).map((b) => b.buoyId)).toEqual(['d1']);
    expect(bookingsDuring(bookings, at(9), at(11)).map((b) => b.buoyId)).toEqual(['d1', 'd2']);
  });
});

describe('comingHours', () => {
  it('when asked at 10:25, then 48 points from 10:00, each counting the stays covering its hour', () => {
    const points = comingHours(
      buoys,
      [stay('d1', 11, 13, true), stay('f2', 12, 14)],
      new Date(Date.UTC(2026, 6, 1, 10, 25)),
    );
    expect(points).toHaveLength(48);
    expect(points[0]?.at).toEqual(at(10));
    expect(points.slice(0, 5).map(({ booked, checkedIn, free }) => [booked, checkedIn, free])).toEqual([
      [0, 0, 4],
      [1, 1, 3],
      [2, 1, 2],
      [1, 0, 3],
      [0, 0, 4],
    ]);
  });
});
