import { requireBayAccess, type Caller } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { BookingTables } from '../booking.tables';
import { countOccupiedByDate, findLiveBookings, type LiveBookingRow } from './back-office.repository';
import { berthWindow, pastDates, tonightAt } from './bay-periods';
import { takingBooking, type BackOfficeDeps } from './get-occupancy-now';
import {
  bookingsDuring,
  comingHours,
  occupancyCounts,
  type OccupancyCounts,
  type OccupancyPoint,
} from './occupancy-counts';

const HOURS_AHEAD = 48;
const DAYS_BACK = 30;

export interface BayOverview {
  bayId: string;
  timeZone: string;
  now: OccupancyCounts;
  tonight: OccupancyCounts;
  comingHours: OccupancyPoint[];
  pastDays: { date: string; occupied: number; buoysTotal: number }[];
  berths: LiveBookingRow[];
}

const byLabel = (a: LiveBookingRow, b: LiveBookingRow) =>
  a.buoy_label.localeCompare(b.buoy_label, 'en', { numeric: true }) ||
  a.period_start.getTime() - b.period_start.getTime();

/**
 * GetBayOverview (issue 15 item 3): the bay's buoys now and tonight, hour by hour for the next
 * 48 hours, date by date for the past 30, and its berths. One read of the live bookings in the
 * coming window serves the first three and the berths; one aggregate serves the past.
 */
export async function getBayOverview(
  db: Kysely<BookingTables>,
  deps: BackOfficeDeps,
  input: { caller: Caller; bayId: string },
): Promise<BayOverview> {
  requireBayAccess(input.caller, input.bayId, 'view');
  const now = deps.now();
  const bay = await deps.bays.bayFacts(input.bayId);
  const tonight = tonightAt(bay, now);
  const windowStart = new Date(
    Math.min(now.getTime() - (now.getTime() % 3_600_000), tonight.start.getTime()),
  );
  const windowEnd = new Date(Math.max(now.getTime() + HOURS_AHEAD * 3_600_000, tonight.end.getTime()));
  const [live, past] = await Promise.all([
    findLiveBookings(db, { bayIds: [bay.bayId], from: windowStart, to: windowEnd, now }),
    countOccupiedByDate(db, { bayId: bay.bayId, ...pastDates(bay.timeZone, now, DAYS_BACK) }),
  ]);
  const taking = live.map(takingBooking);
  const nowCounts = occupancyCounts(bay.buoys, bookingsDuring(taking, now));
  const berths = berthWindow(tonight, now);
  return {
    bayId: bay.bayId,
    timeZone: bay.timeZone,
    now: nowCounts,
    tonight: occupancyCounts(bay.buoys, bookingsDuring(taking, tonight.start, tonight.end)),
    comingHours: comingHours(bay.buoys, taking, now, HOURS_AHEAD),
    pastDays: past.map((day) => ({ ...day, buoysTotal: nowCounts.buoysTotal })),
    berths: live
      .filter((row) => row.period_start <= berths.end && row.period_end > berths.start)
      .sort(byLabel),
  };
}
