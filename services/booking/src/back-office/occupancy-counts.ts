import type { BayBuoy } from './bay-facts';

/** A live booking (confirmed, or held and waiting for payment) as occupancy counts it. */
export interface TakingBooking {
  buoyId: string;
  periodStart: Date;
  periodEnd: Date;
  checkedIn: boolean;
}

/** booking.proto OccupancyCounts: booked, first come taken, out of service and free add up to the total. */
export interface OccupancyCounts {
  buoysTotal: number;
  booked: number;
  checkedIn: number;
  free: number;
  firstComeTaken: number;
  outOfService: number;
}

/** The bay's occupancy at one hour ahead: digital and FCFS buoys taken together. */
export interface OccupancyPoint {
  at: Date;
  booked: number;
  checkedIn: number;
  free: number;
}

/**
 * How the bay's buoys stand, given the live bookings of a moment or period (issue 15 item 3).
 * Traditional buoys are the staff's own and not counted; a taken buoy counts as taken even when
 * it is out of service (its boat is there), so every counted buoy is in exactly one group.
 */
export function occupancyCounts(
  buoys: readonly BayBuoy[],
  bookings: readonly TakingBooking[],
): OccupancyCounts {
  const counted = buoys.filter((buoy) => buoy.kind !== 'traditional');
  const countedIds = new Set(counted.map((buoy) => buoy.buoyId));
  const taken = new Set(bookings.map((booking) => booking.buoyId));
  const counts: OccupancyCounts = {
    buoysTotal: counted.length,
    booked: 0,
    checkedIn: bookings.filter((booking) => booking.checkedIn && countedIds.has(booking.buoyId)).length,
    free: 0,
    firstComeTaken: 0,
    outOfService: 0,
  };
  for (const buoy of counted) {
    if (taken.has(buoy.buoyId)) {
      if (buoy.kind === 'digital') counts.booked += 1;
      else counts.firstComeTaken += 1;
    } else if (buoy.outOfService) counts.outOfService += 1;
    else counts.free += 1;
  }
  return counts;
}

/** The live bookings that overlap the half-open period [start, end); an instant when start = end. */
export function bookingsDuring<T extends TakingBooking>(
  bookings: readonly T[],
  start: Date,
  end = start,
): T[] {
  const [from, to] = [start.getTime(), end.getTime()];
  return bookings.filter((booking) => {
    const [bookingStart, bookingEnd] = [booking.periodStart.getTime(), booking.periodEnd.getTime()];
    return from === to ? bookingStart <= from && from < bookingEnd : bookingStart < to && from < bookingEnd;
  });
}

const HOUR_MS = 3_600_000;

/** `hours` hourly points from the start of the hour of `now` (issue 15 item 3: the coming 48 hours). */
export function comingHours(
  buoys: readonly BayBuoy[],
  bookings: readonly TakingBooking[],
  now: Date,
  hours = 48,
): OccupancyPoint[] {
  const first = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
  return Array.from({ length: hours }, (_, index) => {
    const at = new Date(first + index * HOUR_MS);
    const counts = occupancyCounts(buoys, bookingsDuring(bookings, at));
    return {
      at,
      booked: counts.booked + counts.firstComeTaken,
      checkedIn: counts.checkedIn,
      free: counts.free,
    };
  });
}
