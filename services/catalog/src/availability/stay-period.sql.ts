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

/**
 * The held or confirmed occupancies of the current `buoys` row over `period`, each with `until`:
 * those overlapping it, until their end, and (issue 30 item 3) confirmed stays whose next night,
 * kept for their booker until 09:00 bay time by the database's clock, overlaps it, until that
 * night's end. The period is computed once per buoy (`stay.p`; OFFSET 0 keeps the planner from
 * copying its subquery into every use, which cost 2.5× on 10,000 buoys); `reach` (the stay and its
 * kept night) takes the partial index, one probe per buoy, as the period's did before.
 */
function occupying(period: RawBuilder<string | null>) {
  // Literals, not parameters, so the planner can use the partial index on occupying rows.
  const states = sql.join(occupyingStates.map((state) => sql.lit(state)));
  const kept = sql`(o.state = 'confirmed' AND o.kept_until > now() AND o.kept_night && stay.p)`;
  return sql`(SELECT CASE WHEN ${kept} THEN upper(o.kept_night) ELSE upper(o.period) END AS until,
                     o.state
                FROM (SELECT ${period} AS p OFFSET 0) AS stay
                JOIN booking_occupancies o
                  ON o.buoy_id = buoys.id AND o.state IN (${states}) AND o.reach && stay.p
               WHERE o.period && stay.p OR ${kept}) AS occupied`;
}

/**
 * When the latest held or confirmed booking of the current `buoys` row that overlaps `period`
 * (or keeps a night over it) ends; NULL when none does (or `period` is NULL).
 */
export function occupiedUntil(period: RawBuilder<string | null>): RawBuilder<Date | null> {
  return sql<Date | null>`(SELECT max(occupied.until) FROM ${occupying(period)})`;
}

/**
 * `[occupied until, confirmed until]` of the current `buoys` row over `period`: when the latest
 * held or confirmed booking overlapping it ends, and when the latest confirmed one does (NULL
 * when none). One subquery for both, so a buoy with only holds can say "held" (issue 28 item 6)
 * without a second look per buoy. A night kept for a booker counts as confirmed.
 */
export function occupancy(period: RawBuilder<string | null>): RawBuilder<OccupancyEnds> {
  // node-postgres reads the timestamptz[] as dates.
  return sql<OccupancyEnds>`(SELECT ARRAY[max(occupied.until), max(occupied.until) FILTER (WHERE occupied.state = 'confirmed')]
    FROM ${occupying(period)})`;
}
