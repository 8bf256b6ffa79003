import type { ChartPoint } from '../charts/chart-types';
import type { ComingHour, OccupancyCounts, PastDay } from '../backoffice-types';

// The overview's charts as points (issue 15 item 3): the coming 48 hours stacked as checked in,
// booked and not yet arrived, and free; the past 30 days as the share of buoys occupied.

/** A checked-in boat is on a booked buoy: the bar shows those arrived apart from the rest. */
export function comingHourValues(hour: Pick<ComingHour, 'booked' | 'checked_in' | 'free'>) {
  const checkedIn = Math.min(hour.checked_in, hour.booked);
  return { checked_in: checkedIn, booked: hour.booked - checkedIn, free: hour.free };
}

export function comingHoursPoints(hours: ComingHour[], label: (at: string) => string): ChartPoint[] {
  return hours.map((hour) => ({ key: hour.at, label: label(hour.at), values: comingHourValues(hour) }));
}

/** The share of the bay's buoys occupied that day, in percent. */
export function occupancyPercent(day: Pick<PastDay, 'occupancy_ratio'>): number {
  return Math.round(day.occupancy_ratio * 1000) / 10;
}

export function pastDaysPoints(days: PastDay[], label: (date: string) => string): ChartPoint[] {
  return days.map((day) => ({
    key: day.date,
    label: label(day.date),
    values: { occupied: occupancyPercent(day) },
  }));
}

/** The figures of occupancy now and tonight, in the order the overview lists them. */
export const COUNT_KEYS = [
  'booked',
  'checked_in',
  'free',
  'first_come_taken',
  'out_of_service',
] as const satisfies readonly (keyof OccupancyCounts)[];

/** The largest stack of the coming hours: the bay's buoys that take bookings. */
export function comingHoursTop(hours: ComingHour[]): number {
  return Math.max(1, ...hours.map((hour) => hour.booked + hour.free));
}
