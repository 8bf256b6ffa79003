import { stayRules } from '@moorline/contracts';
import { sql, type Kysely } from 'kysely';
import type { BookingTables } from '../booking.tables';
import type { BookingStatus, StayKind } from '../bookings/booking.table';

type Db = Kysely<BookingTables>;

/** A live booking of a bay with what the dashboard shows of it. */
export interface LiveBookingRow {
  id: string;
  bay_id: string;
  buoy_id: string;
  buoy_label: string;
  boat_name: string;
  registration_number: string;
  loa_cm: number;
  skipper_name: string;
  skipper_phone: string;
  stay_kind: StayKind;
  status: BookingStatus;
  period_start: Date;
  period_end: Date;
  checked_in_at: Date | null;
}

/**
 * The live bookings (confirmed, or held and not lapsed at `now`) of some bays overlapping the
 * half-open period [from, to), or the instant `from` when the two are equal. The GiST index on
 * (bay_id, period) of live bookings finds them without reading a bay's history.
 */
export async function findLiveBookings(
  db: Db,
  query: { bayIds: readonly string[]; from: Date; to: Date; now: Date },
): Promise<LiveBookingRow[]> {
  if (query.bayIds.length === 0) return [];
  const bounds = query.from.getTime() === query.to.getTime() ? '[]' : '[)';
  // A lateral read per bay: the GiST index takes the bay id as an equality, which it cannot do
  // for `= ANY(array)`.
  const { rows } = await sql<LiveBookingRow>`
    SELECT b.id, b.bay_id, b.buoy_id, b.buoy_label, b.boat_name, b.registration_number, boats.loa_cm,
           b.skipper_name, b.skipper_phone, b.stay_kind, b.status, lower(b.period) AS period_start, upper(b.period) AS period_end,
           b.checked_in_at
      FROM unnest(${[...query.bayIds]}::uuid[]) AS asked(bay_id)
     CROSS JOIN LATERAL (
       SELECT * FROM bookings
        WHERE bookings.bay_id = asked.bay_id
          AND bookings.status IN ('held', 'confirmed')
          AND bookings.period && tstzrange(${query.from}, ${query.to}, ${bounds})
     ) AS b
      JOIN boats ON boats.id = b.boat_id
     WHERE b.status = 'confirmed' OR b.hold_expires_at > ${query.now}`.execute(db);
  return rows;
}

/**
 * How many buoys had a confirmed stay on each date from `first` to `last` (the bay's calendar):
 * a night stay occupies its arrival date up to the day before its departure, a day stay its
 * date. Only stays that can reach the range are read (a stay is at most MAX_NIGHTS long), and
 * each is spread over its own dates rather than compared with every date of the range.
 */
export async function countOccupiedByDate(
  db: Db,
  query: { bayId: string; first: string; last: string },
): Promise<{ date: string; occupied: number }[]> {
  const { first, last } = query;
  const { rows } = await sql<{ date: string; occupied: number }>`
    WITH stays AS (
      SELECT buoy_id, from_date, CASE WHEN to_date > from_date THEN to_date - 1 ELSE from_date END AS last_date
        FROM bookings
       WHERE bay_id = ${query.bayId}::uuid AND status = 'confirmed'
         AND from_date BETWEEN ${first}::date - ${stayRules.MAX_NIGHTS}::int AND ${last}::date
    ), taken AS (
      SELECT DISTINCT stays.buoy_id, spread.taken_on::date AS day
        FROM stays
       -- The LIMIT (a stay's longest) tells the planner a stay spans days, not the thousand rows it
       -- guesses for any generate_series, which made it start parallel workers for a few ms of work.
       CROSS JOIN LATERAL (
         SELECT taken_on FROM generate_series(greatest(stays.from_date, ${first}::date),
                                              least(stays.last_date, ${last}::date), interval '1 day') AS taken_on
          LIMIT ${sql.lit(stayRules.MAX_NIGHTS + 1)}
       ) AS spread
    )
    SELECT to_char(days.day, 'YYYY-MM-DD') AS date, count(taken.buoy_id)::int AS occupied
      FROM generate_series(${first}::date, ${last}::date, interval '1 day') AS days(day)
      LEFT JOIN taken ON taken.day = days.day::date
     GROUP BY days.day
     ORDER BY days.day`.execute(db);
  return rows;
}
