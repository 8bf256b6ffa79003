import { sql, type RawBuilder } from 'kysely';
import { occupyingStates } from '../occupancy/booking-occupancy.table';
import type { StayQuery } from './stay-query';

type LocalTime = 'day_check_in' | 'day_check_out' | 'night_check_in' | 'night_check_out';

// A bay's calendar date and local time as an instant, in the bay's own time zone (CONVENTIONS).
const atBay = (date: RawBuilder<unknown>, time: LocalTime) =>
  sql`((${date} + bays.${sql.ref(time)}) AT TIME ZONE bays.time_zone)`;

/**
 * The period a stay covers at the bay of the current `bays` row, as a half-open tstzrange:
 * a night from the night check-in on the first date to the night check-out on the last, a day
 * from the day check-in to the day check-out (spec §4: 14:00), with null dates meaning today
 * at the bay. NULL when the bay does not sell the stay kind or the stay is already over (a day
 * stay after 14:00); a stay under way starts now.
 */
export function stayPeriodAtBay(stay: StayQuery): RawBuilder<string | null> {
  const from =
    stay.fromDate === null ? sql`(now() AT TIME ZONE bays.time_zone)::date` : sql`${stay.fromDate}::date`;
  const to = stay.toDate === null ? sql`(${from} + 1)` : sql`${stay.toDate}::date`;
  const [offered, start, end] =
    stay.kind === 'day'
      ? [sql`bays.day_stay_available`, atBay(from, 'day_check_in'), atBay(from, 'day_check_out')]
      : [sql`bays.night_stay_available`, atBay(from, 'night_check_in'), atBay(to, 'night_check_out')];
  return sql<string | null>`(CASE WHEN ${offered} AND ${end} > now()
    THEN tstzrange(greatest(${start}, now()), ${end}, '[)') END)`;
}

/** The single moment of the current transaction, as a range: what "status now" is about. */
export const rightNow = sql<string>`tstzrange(now(), now(), '[]')`;

/**
 * When the latest held or confirmed booking of the current `buoys` row that overlaps `period`
 * ends; NULL when none does (or `period` is NULL).
 */
export function occupiedUntil(period: RawBuilder<string | null>): RawBuilder<Date | null> {
  // Literals, not parameters, so the planner can use the partial index on occupying rows.
  const states = sql.join(occupyingStates.map((state) => sql.lit(state)));
  return sql<Date | null>`(SELECT max(upper(o.period)) FROM booking_occupancies o
    WHERE o.buoy_id = buoys.id AND o.state IN (${states}) AND o.period && ${period})`;
}
