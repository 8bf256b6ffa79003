import { requireOperatorStaff, type Caller } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { BookingTables } from '../booking.tables';
import type { BayDirectory } from './bay-facts';
import { findLiveBookings } from './back-office.repository';
import { occupancyCounts, type OccupancyCounts, type TakingBooking } from './occupancy-counts';

export interface BackOfficeDeps {
  now: () => Date;
  bays: BayDirectory;
}

/** A live booking row as occupancy counts it. */
export const takingBooking = (row: {
  buoy_id: string;
  period_start: Date;
  period_end: Date;
  checked_in_at: Date | null;
}): TakingBooking => ({
  buoyId: row.buoy_id,
  periodStart: row.period_start,
  periodEnd: row.period_end,
  checkedIn: row.checked_in_at !== null,
});

/**
 * GetOccupancyNow (issue 15 item 2): every bay the caller's operator runs, as the token names
 * them, with its buoys now. Catalog's buoys are asked for first (never inside a transaction),
 * then one query reads the live bookings of all those bays.
 */
export async function getOccupancyNow(
  db: Kysely<BookingTables>,
  deps: BackOfficeDeps,
  caller: Caller,
): Promise<{ bayId: string; counts: OccupancyCounts }[]> {
  requireOperatorStaff(caller);
  const now = deps.now();
  const bays = await Promise.all(caller.bayIds.map((bayId) => deps.bays.bayFacts(bayId)));
  const live = await findLiveBookings(db, { bayIds: caller.bayIds, from: now, to: now, now });
  return bays.map((bay) => ({
    bayId: bay.bayId,
    counts: occupancyCounts(bay.buoys, live.filter((row) => row.bay_id === bay.bayId).map(takingBooking)),
  }));
}
