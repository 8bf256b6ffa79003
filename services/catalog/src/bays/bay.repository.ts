import { sql, type Kysely, type RawBuilder } from 'kysely';
import { occupiedUntil, stayPeriodAtBay } from '../availability/stay-period.sql';
import type { CatalogTables } from '../catalog.tables';
import type { BoundingBox } from '../geo/bounding-box';
import { insideBox } from '../geo/bounding-box.sql';
import type { StayPeriods } from '../stays/stay-at-bays';
import { paymentAccountReady } from '../online-booking/payment-account-ready.sql';

type Db = Kysely<CatalogTables>;

export type BayFilter = { box: BoundingBox } | { bayId: string };

/** What a bay's day and night stay messages are made of (grpc/bay-messages.ts). */
export const bayStayColumns = [
  'bays.currency',
  'bays.day_stay_available',
  'bays.day_check_in',
  'bays.day_check_out',
  'bays.day_price_per_hour_cents',
  'bays.day_price_full_day_cents',
  'bays.night_stay_available',
  'bays.night_check_in',
  'bays.night_check_out',
  'bays.night_price_cents',
] as const;

const summaryColumns = [
  'bays.id',
  'bays.slug',
  'bays.name',
  'bays.country',
  'bays.lat',
  'bays.lon',
  'bays.max_loa_cm',
  ...bayStayColumns,
] as const;

const countBuoys = (condition: RawBuilder<unknown>) =>
  sql<number>`(count(buoys.id) FILTER (WHERE ${condition}))::int`;

/**
 * Bays with their buoy counts by kind and, when `live`, the digital buoys free for the whole
 * stay. Without `live` the occupancy projection is not read at all (spec §6). A box (the map)
 * finds listed bays only; a bay by id is found whatever its status.
 */
export async function findBaySummaries(db: Db, filter: BayFilter, periods: StayPeriods, live: boolean) {
  const period = stayPeriodAtBay(periods);
  const freeDigital = live
    ? countBuoys(sql`buoys.management_kind = 'digital' AND buoys.service_state <> 'out_of_service'
        AND ${period} IS NOT NULL AND ${occupiedUntil(period)} IS NULL`)
    : sql<number | null>`NULL::int`;
  let query = db
    .selectFrom('bays')
    .leftJoin('buoys', 'buoys.bay_id', 'bays.id')
    .select(summaryColumns)
    .select([
      countBuoys(sql`buoys.management_kind = 'digital'`).as('digital'),
      countBuoys(sql`buoys.management_kind = 'fcfs'`).as('fcfs'),
      countBuoys(sql`buoys.management_kind = 'traditional'`).as('traditional'),
      countBuoys(sql`buoys.service_state = 'out_of_service'`).as('out_of_service'),
      countBuoys(sql`buoys.management_kind = 'fcfs' AND buoys.service_state <> 'out_of_service'`).as(
        'usable_fcfs',
      ),
      freeDigital.as('free_digital'),
      paymentAccountReady.as('payment_account_ready'),
    ])
    .groupBy('bays.id')
    .orderBy('bays.name');
  query =
    'bayId' in filter
      ? query.where('bays.id', '=', filter.bayId)
      : query.where(insideBox('bays', filter.box)).where('bays.status', '=', 'live');
  return query.execute();
}

export type BaySummaryRow = Awaited<ReturnType<typeof findBaySummaries>>[number];

/**
 * Only a live bay is listed: on the map, the search, the QR codes and its public page (issue 27
 * item 4). A draft or hidden bay is read by its staff and by the services that serve its bookings.
 */
export const isListed = (bay: { status: string }) => bay.status === 'live';

export async function findBayBySlug(db: Db, slug: string) {
  return db.selectFrom('bays').selectAll().where('slug', '=', slug).executeTakeFirst();
}

export async function findBayById(db: Db, id: string) {
  return db.selectFrom('bays').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Where a bay is, and its time zone: what its weather needs. */
export async function findBayPlace(db: Db, slug: string) {
  return db
    .selectFrom('bays')
    .select(['id', 'lat', 'lon', 'time_zone'])
    .where('slug', '=', slug)
    .executeTakeFirst();
}

export async function findBayImages(db: Db, bayId: string) {
  return db
    .selectFrom('bay_images')
    .select(['url', 'caption'])
    .where('bay_id', '=', bayId)
    .orderBy('position')
    .execute();
}
