import { sql, type Kysely } from 'kysely';
import type { CatalogTables } from '../catalog.tables';
import { buoyDistanceM } from '../geo/distance.sql';
import { occupyingStates } from '../occupancy/booking-occupancy.table';
import type { LockedBuoy } from './operator-buoy.repository';

type Db = Kysely<CatalogTables>;

// Literals, not parameters, so the planner can use the partial index on occupying rows.
const occupying = sql.join(occupyingStates.map((state) => sql.lit(state)));

/** From now to `until`, or for ever: the period a buoy would be out of service. */
const outOfServicePeriod = (until: Date | null) => sql<string>`tstzrange(now(), ${until}, '[)')`;

/**
 * Held and confirmed bookings of the buoy overlapping the period it would be out of service,
 * earliest first, with the boat of those already confirmed (booking_boats).
 */
export async function findBookingsInTheWay(db: Db, buoyId: string, until: Date | null) {
  return db
    .selectFrom('booking_occupancies as o')
    .leftJoin('booking_boats as b', 'b.booking_id', 'o.booking_id')
    .select([
      'o.booking_id',
      'o.state',
      sql<Date>`lower(o.period)`.as('period_start'),
      sql<Date>`upper(o.period)`.as('period_end'),
      'b.boat_name',
      'b.registration_number',
    ])
    .where('o.buoy_id', '=', buoyId)
    .where(sql<boolean>`o.state IN (${occupying})`)
    .where(sql<boolean>`o.period && ${outOfServicePeriod(until)}`)
    .orderBy(sql`lower(o.period)`)
    .orderBy('o.booking_id')
    .execute();
}

export type BookingInTheWayRow = Awaited<ReturnType<typeof findBookingsInTheWay>>[number];

/**
 * Buoys of the same bay a booking of `buoy` could move to for [start, end): digital, not out of
 * service, free for the whole period, and sure to take the boat without knowing it: at least as
 * long as the buoy it has (or the bay's limit, if shorter) and taking every hull kind the boat
 * could have there. Booking checks the boat itself when the move is made. Nearest first.
 */
export async function findFreeBuoysFor(db: Db, buoy: LockedBuoy, start: Date, end: Date) {
  const period = sql<string>`tstzrange(${start}, ${end}, '[)')`;
  return db
    .selectFrom('buoys')
    .innerJoin('bays', 'bays.id', 'buoys.bay_id')
    .select(['buoys.id', 'buoys.label', 'buoys.max_loa_cm'])
    .where('buoys.bay_id', '=', buoy.bay_id)
    .where('buoys.id', '<>', buoy.id)
    .where('buoys.management_kind', '=', 'digital')
    .where('buoys.service_state', '<>', 'out_of_service')
    .where(sql<boolean>`buoys.max_loa_cm >= least(${buoy.max_loa_cm}::int, bays.max_loa_cm)`)
    .where(
      sql<boolean>`buoys.hull_kinds @> ARRAY(
        SELECT unnest(${buoy.hull_kinds}::text[]) INTERSECT SELECT unnest(bays.hull_kinds))`,
    )
    .where(
      sql<boolean>`NOT EXISTS (SELECT 1 FROM booking_occupancies o
        WHERE o.buoy_id = buoys.id AND o.state IN (${occupying}) AND o.period && ${period})`,
    )
    .orderBy(buoyDistanceM(buoy))
    .orderBy(sql`length(buoys.label)`)
    .orderBy('buoys.label')
    .execute();
}
