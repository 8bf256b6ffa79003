import { sql, type Kysely } from 'kysely';
import { occupancy, stayPeriodAtBay } from '../availability/stay-period.sql';
import type { OccupancyEnds } from '../availability/buoy-status';
import type { CatalogTables } from '../catalog.tables';
import type { BoundingBox } from '../geo/bounding-box';
import { insideBox } from '../geo/bounding-box.sql';
import type { StayPeriods } from '../stays/stay-at-bays';

type Db = Kysely<CatalogTables>;

export type BuoyFilter = { bayId: string } | { box: BoundingBox; limit: number };

/**
 * Buoys with what the status rule needs for a stay: whether their bay sells it and, when
 * `live`, until when an occupancy overlaps it. Without `live` the projection is not read.
 * Ordered by bay, then label (numerically where labels are numbers).
 */
export async function findBuoysForStay(db: Db, filter: BuoyFilter, periods: StayPeriods, live: boolean) {
  const period = stayPeriodAtBay(periods);
  let query = db
    .selectFrom('buoys')
    .innerJoin('bays', 'bays.id', 'buoys.bay_id')
    .select([
      'buoys.id',
      'buoys.bay_id',
      'bays.slug as bay_slug',
      'buoys.label',
      'buoys.lat',
      'buoys.lon',
      'buoys.max_loa_cm',
      'buoys.hull_kinds',
      'buoys.management_kind',
      'buoys.service_state',
      sql<boolean>`${period} IS NOT NULL`.as('stay_offered'),
      (live ? occupancy(period) : sql<OccupancyEnds | null>`NULL::timestamptz[]`).as('occupancy'),
    ])
    .orderBy('bays.slug')
    .orderBy(sql`length(buoys.label)`)
    .orderBy('buoys.label');
  query =
    'bayId' in filter
      ? query.where('buoys.bay_id', '=', filter.bayId)
      : query.where(insideBox('buoys', filter.box)).where('bays.status', '=', 'live').limit(filter.limit);
  return query.execute();
}

export type BuoyForStayRow = Awaited<ReturnType<typeof findBuoysForStay>>[number];

export async function findBuoyByQrSlug(db: Db, qrSlug: string) {
  return (
    db
      .selectFrom('buoys')
      .innerJoin('bays', 'bays.id', 'buoys.bay_id')
      .select([
        'bays.id as bay_id',
        'bays.slug as bay_slug',
        'bays.name as bay_name',
        'buoys.id',
        'buoys.label',
        'buoys.lat',
        'buoys.lon',
        'buoys.management_kind',
        'buoys.service_state',
        'bays.check_in_radius_m',
      ])
      .where('buoys.qr_slug', '=', qrSlug)
      // A hidden bay's codes still lead its booked boaters to their arrival; a draft's lead nowhere.
      .where('bays.status', '<>', 'draft')
      .executeTakeFirst()
  );
}

/** A buoy as its operator set it up (no status): what GetBuoy and the layout editor read. */
export const buoySetupColumns = [
  'id',
  'label',
  'lat',
  'lon',
  'max_loa_cm',
  'hull_kinds',
  'management_kind',
  'service_state',
] as const;

/** One buoy as the operator set it up; no status. */
export async function findBuoyById(db: Db, id: string) {
  return db
    .selectFrom('buoys')
    .select([...buoySetupColumns, 'bay_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export type BuoyRow = NonNullable<Awaited<ReturnType<typeof findBuoyById>>>;
