import { sql, type RawBuilder } from 'kysely';
import { occupyingStates } from '../occupancy/booking-occupancy.table';
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
