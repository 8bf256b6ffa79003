import {
  sql,
  type ExpressionBuilder,
  type Insertable,
  type Kysely,
  type Selectable,
  type SelectQueryBuilder,
} from 'kysely';
import type { BookingTables } from '../booking.tables';
import type { BookingStatus, BookingTable, FailureCode } from './booking.table';

type Db = Kysely<BookingTables>;

/** A booking as the use cases see it: the period as its two ends, dates as `YYYY-MM-DD`. */
export type BookingRow = Omit<
  Selectable<BookingTable>,
  | 'period'
  | 'idempotency_key'
  | 'search_text'
  | 'updated_at'
  | 'client_address'
  // Only the berths list reads who the skipper is (back-office.repository).
  | 'skipper_name'
  | 'skipper_phone'
  | 'visit_id'
  | 'next_night_period'
> & {
  period_start: Date;
  period_end: Date;
  /** The visit the booking belongs to: its own id unless it continues another booking. */
  visit_id: string;
  /** The night kept for the booker (issue 30 item 3); null for both when none is. */
  next_night_start: Date | null;
  next_night_end: Date | null;
  /** Whether a live booking (anyone's) already has the kept night on this buoy. */
  next_night_taken: boolean;
};

/** The half-open range literal of a period, as the column stores it. */
export function periodRange(start: Date, end: Date): string {
  return `[${start.toISOString()},${end.toISOString()})`;
}

// The plain columns of a BookingRow; dates and the period's ends are computed below.
const plainColumns = [
  'id',
  'user_id',
  'request_digest',
  'status',
  'version',
  'bay_id',
  'bay_slug',
  'bay_name',
  'time_zone',
  'buoy_id',
  'buoy_label',
  'boat_id',
  'boat_name',
  'registration_number',
  'stay_kind',
  'mooring_assistance',
  'trash_collection',
  'price',
  'cancellation_policy',
  'total_minor',
  'currency',
  'hold_expires_at',
  'failure_code',
  'payment_id',
  'created_at',
  'language',
  'boater_email',
  'walk_up',
  'checked_in_at',
  'guest',
  'embed_id',
  'cancelled_at',
  'cancelled_by',
  'refund_minor',
  'cancel_reason',
  'cancel_note',
  'extends_booking_id',
  'next_night_kept_until',
] as const;

/** Whether a live booking (held and unexpired, or confirmed) has the row's kept night at its buoy. */
const nextNightTakenSql = `CASE WHEN bookings.next_night_period IS NULL THEN false ELSE EXISTS (
  SELECT 1 FROM bookings AS night
   WHERE night.buoy_id = bookings.buoy_id AND night.period && bookings.next_night_period
     AND night.status IN ('held', 'confirmed')
     AND (night.status = 'confirmed' OR (night.status = 'held' AND night.hold_expires_at > now()))) END`;

// The dates as `YYYY-MM-DD`, the period's two ends, the visit and the kept night, for a SELECT or
// a RETURNING.
const computedColumns = [
  sql<string>`to_char(bookings.from_date, 'YYYY-MM-DD')`.as('from_date'),
  sql<string>`to_char(bookings.to_date, 'YYYY-MM-DD')`.as('to_date'),
  sql<Date>`lower(bookings.period)`.as('period_start'),
  sql<Date>`upper(bookings.period)`.as('period_end'),
  sql<string>`coalesce(bookings.visit_id, bookings.id)`.as('visit_id'),
  sql<Date | null>`lower(bookings.next_night_period)`.as('next_night_start'),
  sql<Date | null>`upper(bookings.next_night_period)`.as('next_night_end'),
  sql<boolean>`${sql.raw(nextNightTakenSql)}`.as('next_night_taken'),
];

function withBookingColumns<O>(query: SelectQueryBuilder<BookingTables, 'bookings', O>) {
  return query.select(plainColumns).select(computedColumns);
}

// RETURNING of an UPDATE or INSERT cannot use the helper above; the same columns, by hand.
export const returnedColumns = sql.raw(
  `${plainColumns.join(', ')}, to_char(from_date, 'YYYY-MM-DD') AS from_date,` +
    ` to_char(to_date, 'YYYY-MM-DD') AS to_date, lower(period) AS period_start, upper(period) AS period_end,` +
    ` coalesce(bookings.visit_id, bookings.id) AS visit_id, lower(bookings.next_night_period) AS next_night_start,` +
    ` upper(bookings.next_night_period) AS next_night_end, ${nextNightTakenSql} AS next_night_taken`,
);

export function findBooking(db: Db, bookingId: string): Promise<BookingRow | undefined> {
  return withBookingColumns(db.selectFrom('bookings')).where('id', '=', bookingId).executeTakeFirst();
}

/**
 * The booking, its row locked until the transaction ends: a change decided on what it read
 * cannot be overtaken by the sweeper, which skips locked rows or waits for the lock.
 */
export function findBookingForUpdate(db: Db, bookingId: string): Promise<BookingRow | undefined> {
  return withBookingColumns(db.selectFrom('bookings'))
    .where('id', '=', bookingId)
    .forUpdate()
    .executeTakeFirst();
}

/** Whether the booking's stay has ended by the database's clock (the clock holds expire by). */
export async function stayHasEnded(db: Db, bookingId: string): Promise<boolean> {
  const { rows } = await sql<{ ended: boolean }>`
    SELECT upper(period) <= now() AS ended FROM bookings WHERE id = ${bookingId}`.execute(db);
  return rows[0]?.ended === true;
}

export function findBookingByKey(
  db: Db,
  userId: string,
  idempotencyKey: string,
): Promise<BookingRow | undefined> {
  return withBookingColumns(db.selectFrom('bookings'))
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
}

/** Writes a held booking; its hold lapses `holdSeconds` after the database's now. */
export async function insertHeldBooking(
  db: Db,
  booking: Omit<Insertable<BookingTable>, 'status' | 'hold_expires_at'>,
  holdSeconds: number,
): Promise<BookingRow> {
  return db
    .insertInto('bookings')
    .values({
      ...booking,
      status: 'held',
      hold_expires_at: sql<Date>`now() + make_interval(secs => ${holdSeconds})`,
    })
    .returning(plainColumns)
    .returning(computedColumns)
    .executeTakeFirstOrThrow();
}

/**
 * Lapses the holds past their deadline (database time) that stand in the way of a stay at this
 * buoy or with this boat: the lazy half of expiry, inside the new hold's transaction.
 */
export async function expireOverdueHoldsBlocking(
  db: Db,
  stay: { buoyId: string; boatId: string; start: Date; end: Date },
): Promise<BookingRow[]> {
  const { rows } = await sql<BookingRow>`
    UPDATE bookings
       SET status = 'expired', failure_code = 'hold_expired', version = version + 1, updated_at = now()
     WHERE status = 'held' AND hold_expires_at <= now()
       AND (buoy_id = ${stay.buoyId} OR boat_id = ${stay.boatId})
       AND period && ${periodRange(stay.start, stay.end)}::tstzrange
    RETURNING ${returnedColumns}`.execute(db);
  return rows;
}

/**
 * The sweeper's half: lapses up to `batchSize` overdue holds, skipping rows another replica or a
 * hold's transaction has locked (they are being settled there).
 */
export async function expireOverdueHolds(db: Db, batchSize: number): Promise<BookingRow[]> {
  const { rows } = await sql<BookingRow>`
    UPDATE bookings
       SET status = 'expired', failure_code = 'hold_expired', version = version + 1, updated_at = now()
     -- An array of ids, not a join: the primary key finds each row (a join scanned the table).
     WHERE id = ANY(ARRAY(
       SELECT id FROM bookings
        WHERE status = 'held' AND hold_expires_at <= now()
        ORDER BY hold_expires_at
        LIMIT ${batchSize}
        FOR UPDATE SKIP LOCKED
     )) AND status = 'held'
    RETURNING ${returnedColumns}`.execute(db);
  return rows;
}

/**
 * A guarded state change (ARCHITECTURE §4): moves the booking from `from` to `to` only if it is
 * still in `from`; undefined when another change got there first.
 */
export async function changeStatus(
  db: Db,
  bookingId: string,
  change: { from: BookingStatus; to: BookingStatus; failureCode?: FailureCode; paymentId?: string },
): Promise<BookingRow | undefined> {
  const { rows } = await sql<BookingRow>`
    UPDATE bookings
       SET status = ${change.to}, failure_code = ${change.failureCode ?? null},
           payment_id = coalesce(${change.paymentId ?? null}, payment_id),
           version = version + 1, updated_at = now()
     WHERE id = ${bookingId} AND status = ${change.from}
    RETURNING ${returnedColumns}`.execute(db);
  return rows[0];
}

/** Whether a live booking (unexpired hold or confirmed) of the buoy or the boat overlaps the period. */
/** A live booking (held and unexpired, or confirmed) whose period overlaps [start, end). */
export function liveAndOverlapping(
  { eb, or, and }: ExpressionBuilder<BookingTables, 'bookings'>,
  period: { start: Date; end: Date },
) {
  return and([
    or([
      eb('status', '=', 'confirmed'),
      and([eb('status', '=', 'held'), eb('hold_expires_at', '>', sql<Date>`now()`)]),
    ]),
    sql<boolean>`period && ${periodRange(period.start, period.end)}::tstzrange`,
  ]);
}

export async function findLiveOverlaps(
  db: Db,
  stay: { buoyIds: string[]; boatId?: string; start: Date; end: Date },
): Promise<{ buoy_id: string; boat_id: string }[]> {
  if (stay.buoyIds.length === 0 && stay.boatId === undefined) return [];
  return db
    .selectFrom('bookings')
    .select(['buoy_id', 'boat_id'])
    .where((where) =>
      where.and([
        liveAndOverlapping(where, stay),
        where.or([
          ...(stay.buoyIds.length > 0 ? [where.eb('buoy_id', 'in', stay.buoyIds)] : []),
          ...(stay.boatId !== undefined ? [where.eb('boat_id', '=', stay.boatId)] : []),
        ]),
      ]),
    )
    .execute();
}

/**
 * Buoys of `buoyIds` whose night overlapping the period is kept at `now` (issue 30 item 3) for the
 * booker of a confirmed stay there, other than `exceptUserId`: others see them as booked.
 */
export async function findKeptNights(
  db: Db,
  stay: { buoyIds: string[]; start: Date; end: Date; now: Date; exceptUserId?: string },
): Promise<{ buoy_id: string; user_id: string }[]> {
  if (stay.buoyIds.length === 0) return [];
  return db
    .selectFrom('bookings')
    .select(['buoy_id', 'user_id'])
    .where('buoy_id', 'in', stay.buoyIds)
    .where('status', '=', 'confirmed')
    .where('next_night_period', 'is not', null)
    .where(sql<boolean>`next_night_period && ${periodRange(stay.start, stay.end)}::tstzrange`)
    .where('next_night_kept_until', '>', stay.now)
    .$if(stay.exceptUserId !== undefined, (query) => query.where('user_id', '<>', stay.exceptUserId ?? ''))
    .execute();
}

/**
 * Buoys of `buoyIds` taken for the period at `now`: a live booking overlaps it, or a night of it
 * is kept for the booker of a confirmed stay (other than `exceptUserId`).
 */
export async function findTakenBuoys(
  db: Db,
  stay: { buoyIds: string[]; start: Date; end: Date; now: Date; exceptUserId?: string },
): Promise<Set<string>> {
  const [live, kept, offered] = await Promise.all([
    findLiveOverlaps(db, stay),
    findKeptNights(db, stay),
    findOfferedBuoys(db, stay),
  ]);
  return new Set([...live, ...kept, ...offered].map((booking) => booking.buoy_id));
}

/**
 * Buoys of `buoyIds` kept by an open waitlist offer (issue 30 item 4) overlapping the period, for
 * a boater other than `exceptUserId` (or an offer other than `exceptOfferId`, the one a hold
 * takes): others see them as booked until the offer ends.
 */
export async function findOfferedBuoys(
  db: Db,
  stay: { buoyIds: string[]; start: Date; end: Date; exceptUserId?: string; exceptOfferId?: string },
): Promise<{ buoy_id: string }[]> {
  if (stay.buoyIds.length === 0) return [];
  return db
    .selectFrom('waitlist_offers')
    .select('buoy_id')
    .where('buoy_id', 'in', stay.buoyIds)
    .where('state', '=', 'open')
    .where('kept_until', '>', sql<Date>`now()`)
    .where(sql<boolean>`period && ${periodRange(stay.start, stay.end)}::tstzrange`)
    .$if(stay.exceptUserId !== undefined, (query) => query.where('user_id', '<>', stay.exceptUserId ?? ''))
    .$if(stay.exceptOfferId !== undefined, (query) => query.where('id', '<>', stay.exceptOfferId ?? ''))
    .execute();
}

/** Whether the boat has a booking that is current or ahead: held (unexpired) or confirmed, not over. */
export async function boatHasLiveBooking(db: Db, boatId: string): Promise<boolean> {
  const found = await db
    .selectFrom('bookings')
    .select('id')
    .where('boat_id', '=', boatId)
    .where(({ eb, or, and }) =>
      or([
        and([eb('status', '=', 'confirmed'), sql<boolean>`upper(period) > now()`]),
        and([eb('status', '=', 'held'), eb('hold_expires_at', '>', sql<Date>`now()`)]),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return found !== undefined;
}

export { withBookingColumns };
