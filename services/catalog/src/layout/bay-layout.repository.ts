import { sql, type Kysely } from 'kysely';
import type { HullKind } from '../bays/bay.table';
import { buoySetupColumns } from '../buoys/buoy.repository';
import type { ManagementKind } from '../buoys/buoy.table';
import type { CatalogTables } from '../catalog.tables';
import { occupyingStates } from '../occupancy/booking-occupancy.table';

type Db = Kysely<CatalogTables>;

// Literals, not parameters, so the planner can use the partial index on occupying rows.
const occupying = sql.join(occupyingStates.map((state) => sql.lit(state)));

/** The bay whose layout is read or saved; undefined when there is none. */
export async function findLayoutBay(db: Db, bayId: string) {
  return db
    .selectFrom('bays')
    .select(['id', 'slug', 'lat', 'lon'])
    .where('id', '=', bayId)
    .executeTakeFirst();
}

/**
 * The bay, locked until commit: saves of one bay's layout take turns, so each plans against the
 * buoys the one before it left.
 */
export async function lockLayoutBay(db: Db, bayId: string) {
  return db
    .selectFrom('bays')
    .select(['id', 'slug', 'lat', 'lon'])
    .where('id', '=', bayId)
    .forNoKeyUpdate()
    .executeTakeFirst();
}

export type LayoutBay = NonNullable<Awaited<ReturnType<typeof findLayoutBay>>>;

/** The bay's buoys, in label order (numbers in numeric order). */
export async function findLayoutBuoys(db: Db, bayId: string) {
  return db
    .selectFrom('buoys')
    .select([...buoySetupColumns, 'qr_slug'])
    .where('bay_id', '=', bayId)
    .orderBy(sql`length(label)`)
    .orderBy('label')
    .execute();
}

export type LayoutBuoyRow = Awaited<ReturnType<typeof findLayoutBuoys>>[number];

/** Held and confirmed bookings of the buoys that end after now, earliest first. */
export async function findBookingsAhead(db: Db, buoyIds: readonly string[]) {
  if (buoyIds.length === 0) return [];
  return db
    .selectFrom('booking_occupancies as o')
    .select([
      'o.booking_id',
      'o.buoy_id',
      sql<Date>`lower(o.period)`.as('period_start'),
      sql<Date>`upper(o.period)`.as('period_end'),
    ])
    .where('o.buoy_id', '=', sql<string>`ANY(${[...buoyIds]}::uuid[])`)
    .where(sql<boolean>`o.state IN (${occupying})`)
    .where(sql<boolean>`upper(o.period) > now()`)
    .orderBy(sql`lower(o.period)`)
    .orderBy('o.booking_id')
    .execute();
}

export type BookingAheadRow = Awaited<ReturnType<typeof findBookingsAhead>>[number];

/** Every QR slug that starts with the bay's slug and a dash: those a new buoy's could clash with. */
export async function findQrSlugsOfPrefix(db: Db, baySlug: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('buoys')
    .select('qr_slug')
    .where('qr_slug', 'like', `${baySlug.replace(/[\\%_]/g, '\\$&')}-%`)
    .execute();
  return new Set(rows.map((row) => row.qr_slug));
}

export interface BuoyFields {
  label: string;
  lat: number;
  lon: number;
  maxLoaCm: number;
  hullKinds: HullKind[];
  managementKind: ManagementKind;
}

export async function deleteBuoys(db: Db, bayId: string, buoyIds: readonly string[]): Promise<void> {
  if (buoyIds.length === 0) return;
  await db
    .deleteFrom('buoys')
    .where('bay_id', '=', bayId)
    .where('id', 'in', [...buoyIds])
    .execute();
}

/**
 * Updates the buoys in one statement, whatever their number: each column travels as one array.
 * Hull kinds travel as comma-joined text, since Postgres cannot unnest an array of arrays by row.
 */
export async function updateBuoys(
  db: Db,
  bayId: string,
  buoys: readonly (BuoyFields & { id: string })[],
): Promise<void> {
  if (buoys.length === 0) return;
  const column = <T>(pick: (buoy: BuoyFields & { id: string }) => T) => buoys.map(pick);
  await sql`
    UPDATE buoys SET label = v.label, lat = v.lat, lon = v.lon, max_loa_cm = v.max_loa_cm,
      hull_kinds = string_to_array(v.hull_kinds, ','), management_kind = v.management_kind
    FROM unnest(${column((b) => b.id)}::uuid[], ${column((b) => b.label)}::text[],
      ${column((b) => b.lat)}::float8[], ${column((b) => b.lon)}::float8[],
      ${column((b) => b.maxLoaCm)}::int[], ${column((b) => b.hullKinds.join(','))}::text[],
      ${column((b) => b.managementKind)}::text[])
      AS v(id, label, lat, lon, max_loa_cm, hull_kinds, management_kind)
    WHERE buoys.id = v.id AND buoys.bay_id = ${bayId}`.execute(db);
}

/** Adds the buoys in one statement; returns their ids in the order given. */
export async function insertBuoys(
  db: Db,
  bayId: string,
  buoys: readonly (BuoyFields & { qrSlug: string })[],
): Promise<string[]> {
  if (buoys.length === 0) return [];
  const rows = await db
    .insertInto('buoys')
    .values(
      buoys.map((buoy) => ({
        bay_id: bayId,
        label: buoy.label,
        lat: buoy.lat,
        lon: buoy.lon,
        max_loa_cm: buoy.maxLoaCm,
        hull_kinds: buoy.hullKinds,
        management_kind: buoy.managementKind,
        qr_slug: buoy.qrSlug,
        service_state: 'in_service' as const,
      })),
    )
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}
