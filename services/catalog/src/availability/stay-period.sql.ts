import { sql, type RawBuilder } from 'kysely';
import { occupyingStates } from '../occupancy/booking-occupancy.table';
import type { OccupancyEnds } from './buoy-status';
import type { StayPeriods } from '../stays/stay-at-bays';

/**
 * The period of the stay at the bay of the current `bays` row, as a half-open tstzrange, from
 * periods the stay rules worked out per bay (stays/stay-at-bays.ts); NULL at a bay that offers
 * nothing for the stay. Three array parameters, whatever the number of bays.
 */
export function stayPeriodAtBay(periods: StayPeriods): RawBuilder<string | null> {
  const entries = [...periods];
  const bayIds = entries.map(([bayId]) => bayId);
  const starts = entries.map(([, period]) => period.start.toISOString());
  const ends = entries.map(([, period]) => period.end.toISOString());
  return sql<string | null>`(SELECT tstzrange(p.starts_at, p.ends_at, '[)')
    FROM unnest(${bayIds}::uuid[], ${starts}::timestamptz[], ${ends}::timestamptz[]) AS p(bay_id, starts_at, ends_at)
    WHERE p.bay_id = bays.id)`;
}

/** The single moment of the current transaction, as a range: what "status now" is about. */
export const rightNow = sql<string>`tstzrange(now(), now(), '[]')`;

/** The held or confirmed occupancies of the current `buoys` row that overlap `period`. */
function occupying(period: RawBuilder<string | null>) {
  // Literals, not parameters, so the planner can use the partial index on occupying rows.
  const states = sql.join(occupyingStates.map((state) => sql.lit(state)));
  return sql`booking_occupancies o WHERE o.buoy_id = buoys.id AND o.state IN (${states}) AND o.period && ${period}`;
}

/**
 * When the latest held or confirmed booking of the current `buoys` row that overlaps `period`
 * ends; NULL when none does (or `period` is NULL).
 */
export function occupiedUntil(period: RawBuilder<string | null>): RawBuilder<Date | null> {
  return sql<Date | null>`(SELECT max(upper(o.period)) FROM ${occupying(period)})`;
}

/**
 * `[occupied until, confirmed until]` of the current `buoys` row over `period`: when the latest
 * held or confirmed booking overlapping it ends, and when the latest confirmed one does (NULL
 * when none). One subquery for both, so a buoy with only holds can say "held" (issue 28 item 6)
 * without a second look per buoy.
 */
export function occupancy(period: RawBuilder<string | null>): RawBuilder<OccupancyEnds> {
  // node-postgres reads the timestamptz[] as dates.
  const until = sql`upper(o.period)`;
  return sql<OccupancyEnds>`(SELECT ARRAY[max(${until}), max(${until}) FILTER (WHERE o.state = 'confirmed')]
    FROM ${occupying(period)})`;
}
