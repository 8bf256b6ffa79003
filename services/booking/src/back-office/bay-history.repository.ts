import { sql, type Kysely, type SqlBool } from 'kysely';
import type { BookingTables } from '../booking.tables';
import type { BookingPhase } from '../bookings/booking-phase';
import type { BookingStatus, CancelledBy, OperatorCancelReason } from '../bookings/booking.table';
import { inPhase } from '../bookings/booking-phase.sql';
import { escapeLike } from '../bookings/search-text';

/** One booking of the bay's history. */
export interface BayBookingRow {
  id: string;
  from_date: string;
  to_date: string;
  buoy_id: string;
  buoy_label: string;
  registration_number: string;
  boat_name: string;
  stay_kind: 'day' | 'night';
  status: BookingStatus;
  hold_expires_at: Date;
  total_minor: number;
  currency: string;
  checked_in_at: Date | null;
  /** Made at the buoy through its QR code, not booked ahead online. */
  walk_up: boolean;
  period_start: Date;
  period_end: Date;
  /** Issue 30 item 2: set only when the booking was cancelled. */
  cancelled_at: Date | null;
  cancelled_by: CancelledBy | null;
  refund_minor: number | null;
  cancel_reason: OperatorCancelReason | null;
}

/** Where the last row of a page stands: the keyset the next page starts after. */
export interface BayHistoryCursor {
  fromDate: string;
  start: Date;
  id: string;
}

/** One page of the history; `search` is folded already. */
export function findBayBookingsPage(
  db: Kysely<BookingTables>,
  query: {
    bayId: string;
    from?: string;
    to?: string;
    search: string;
    cursor?: BayHistoryCursor;
    limit: number;
    phase?: { phase: BookingPhase; now: Date };
  },
): Promise<BayBookingRow[]> {
  const pattern = `%${escapeLike(query.search)}%`;
  const { phase } = query;
  // Ordered by the table's from_date (qualified: the bare name is the text selected as it), the
  // order the history index holds, so a page reads 51 index entries, not the bay's history.
  return db
    .selectFrom('bookings')
    .select([
      'id',
      'buoy_id',
      'buoy_label',
      'registration_number',
      'boat_name',
      'stay_kind',
      'status',
      'hold_expires_at',
      'total_minor',
      'currency',
      'checked_in_at',
      'walk_up',
      'cancelled_at',
      'cancelled_by',
      'refund_minor',
      'cancel_reason',
      sql<string>`to_char(from_date, 'YYYY-MM-DD')`.as('from_date'),
      sql<string>`to_char(to_date, 'YYYY-MM-DD')`.as('to_date'),
      sql<Date>`lower(period)`.as('period_start'),
      sql<Date>`upper(period)`.as('period_end'),
    ])
    .where('bay_id', '=', query.bayId)
    .$if(query.from !== undefined, (q) => q.where(sql<SqlBool>`from_date >= ${query.from}::date`))
    .$if(query.to !== undefined, (q) => q.where(sql<SqlBool>`from_date <= ${query.to}::date`))
    .$if(query.search !== '', (q) =>
      // search_text holds the buoy label and registration folded; the boat name is matched by case.
      q.where(sql<SqlBool>`(search_text LIKE ${pattern} OR lower(boat_name) LIKE ${pattern})`),
    )
    .where((eb) => (phase ? inPhase(eb, phase.phase, phase.now) : eb.lit(true)))
    .$if(query.cursor !== undefined, (q) =>
      q.where(
        sql<SqlBool>`(from_date, lower(period), id) < (${query.cursor?.fromDate}::date, ${query.cursor?.start}, ${query.cursor?.id}::uuid)`,
      ),
    )
    .orderBy('bookings.from_date', 'desc')
    .orderBy(sql`lower(period)`, 'desc')
    .orderBy('id', 'desc')
    .limit(query.limit)
    .execute();
}
