import { sql, type Kysely } from 'kysely';
import { occupancy, stayPeriodAtBay } from '../availability/stay-period.sql';
import type { OccupancyEnds } from '../availability/buoy-status';
import type { CatalogTables } from '../catalog.tables';
import type { BoundingBox } from '../geo/bounding-box';
import { insideBox } from '../geo/bounding-box.sql';
import type { StayPeriods } from '../stays/stay-at-bays';

type Db = Kysely<CatalogTables>;

/**
 * A bay's buoys with what the status rule needs for a stay: whether the bay sells it and, when
 * `live`, until when an occupancy overlaps it. Without `live` the projection is not read.
 * Ordered by label (numerically where labels are numbers).
 */
export async function findBuoysForStay(db: Db, bayId: string, periods: StayPeriods, live: boolean) {
  const period = stayPeriodAtBay(periods);
  return db
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
    .where('buoys.bay_id', '=', bayId)
    .orderBy(sql`length(buoys.label)`)
    .orderBy('buoys.label')
    .execute();
}

export type BuoyForStayRow = Awaited<ReturnType<typeof findBuoysForStay>>[number];

/**
 * The map's columns of the live buoys in a box (what the compact answer draws, no more), and
 * only for a signed-in caller what the status rule needs. The public map reads this on every
 * pan, so it parses and allocates as little as it can.
 */
export async function findViewportBuoys(
  db: Db,
  filter: { box: BoundingBox; limit: number },
  periods: StayPeriods,
  live: boolean,
) {
  const period = stayPeriodAtBay(periods);
  return (
    db
      .selectFrom('buoys')
      .innerJoin('bays', 'bays.id', 'buoys.bay_id')
      .select([
        'buoys.bay_id',
        'bays.slug as bay_slug',
        'buoys.label',
        'buoys.lat',
        'buoys.lon',
        'buoys.management_kind',
        'buoys.service_state',
      ])
      .$if(live, (query) =>
        query.select([
          sql<boolean>`${period} IS NOT NULL`.as('stay_offered'),
          occupancy(period).as('occupancy'),
        ]),
      )
      .where(insideBox('buoys', filter.box))
      .where('bays.status', '=', 'live')
      // By bay, then label (numerically where labels are numbers), as the bay cards list them.
      .orderBy('bays.slug')
      .orderBy(sql`length(buoys.label)`)
      .orderBy('buoys.label')
      .limit(filter.limit)
      .execute()
  );
}

export type ViewportBuoyRow = Awaited<ReturnType<typeof findViewportBuoys>>[number];

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
