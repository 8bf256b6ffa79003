import { sql, type Kysely, type RawBuilder } from 'kysely';
import { occupancy, rightNow } from '../availability/stay-period.sql';
import type { CatalogTables } from '../catalog.tables';
import type { OccupancyState } from './booking-occupancy.table';
import type { BookingPlacement } from './occupancy-changes';

type Db = Kysely<CatalogTables>;

/** One booking event, as the projection keeps it. */
export interface BookingFact {
  bookingId: string;
  version: number;
  bayId: string;
  buoyId: string;
  periodStart: Date;
  periodEnd: Date;
  state: OccupancyState;
  /** The night kept for the booker while confirmed (issue 30 item 3); undefined when none is. */
  keptNight?: { start: Date; end: Date; until: Date };
}

/**
 * Events of different bookings of one buoy arrive on different partitions, so two consumers
 * may apply them at once; this lock makes each see the other's effect before and after.
 */
export async function lockBuoy(trx: Db, buoyId: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`catalog.buoy:${buoyId}`}))`.execute(trx);
}

/**
 * Stores the fact unless the booking's row already holds this version or a later one (a
 * duplicate, or an event that arrives after a newer one: BookingExpired v2 before BookingHeld
 * v1 must leave the buoy free). Returns whether the fact was applied.
 */
export async function recordBookingFact(trx: Db, fact: BookingFact): Promise<boolean> {
  const applied = await trx
    .insertInto('booking_occupancies')
    .values({
      booking_id: fact.bookingId,
      version: fact.version,
      state: fact.state,
      bay_id: fact.bayId,
      buoy_id: fact.buoyId,
      period: sql<string>`tstzrange(${fact.periodStart}, ${fact.periodEnd}, '[)')`,
      kept_night: fact.keptNight
        ? sql<string>`tstzrange(${fact.keptNight.start}, ${fact.keptNight.end}, '[)')`
        : null,
      kept_until: fact.keptNight?.until ?? null,
    })
    .onConflict((conflict) =>
      conflict
        .column('booking_id')
        .doUpdateSet((eb) => ({
          version: eb.ref('excluded.version'),
          state: eb.ref('excluded.state'),
          bay_id: eb.ref('excluded.bay_id'),
          buoy_id: eb.ref('excluded.buoy_id'),
          period: eb.ref('excluded.period'),
          kept_night: eb.ref('excluded.kept_night'),
          kept_until: eb.ref('excluded.kept_until'),
          updated_at: sql<Date>`now()`,
        }))
        .where('booking_occupancies.version', '<', (eb) => eb.ref('excluded.version')),
    )
    .returning('booking_id')
    .executeTakeFirst();
  return applied !== undefined;
}

/** One instant as a range, for asking what occupies a buoy at that moment. */
export const instant = (at: Date) => sql<string>`tstzrange(${at}, ${at}, '[]')`;

/**
 * A buoy with what its status at a moment depends on (by default, this transaction's now);
 * undefined for a buoy catalog does not know.
 */
export async function findBuoyNow(db: Db, buoyId: string, at: RawBuilder<string> = rightNow) {
  return db
    .selectFrom('buoys')
    .select([
      'buoys.id',
      'buoys.bay_id',
      'buoys.label',
      'buoys.management_kind',
      'buoys.service_state',
      occupancy(at).as('occupancy'),
      sql<Date>`now()`.as('now'),
    ])
    .where('buoys.id', '=', buoyId)
    .executeTakeFirst();
}

/** Where the projection last placed a booking; undefined for a booking not seen before. */
export async function findPlacement(db: Db, bookingId: string): Promise<BookingPlacement | undefined> {
  const row = await db
    .selectFrom('booking_occupancies')
    .select([
      'state',
      'buoy_id',
      sql<Date>`lower(period)`.as('period_start'),
      sql<Date>`upper(period)`.as('period_end'),
    ])
    .where('booking_id', '=', bookingId)
    .executeTakeFirst();
  return (
    row && { state: row.state, buoyId: row.buoy_id, periodStart: row.period_start, periodEnd: row.period_end }
  );
}
