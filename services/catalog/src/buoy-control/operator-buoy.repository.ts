import { sql, type Kysely } from 'kysely';
import { occupancy, rightNow } from '../availability/stay-period.sql';
import type { CatalogTables } from '../catalog.tables';
import type { ServiceState } from '../buoys/buoy.table';

type Db = Kysely<CatalogTables>;

const operatorBuoyColumns = [
  'buoys.id',
  'buoys.bay_id',
  'buoys.label',
  'buoys.lat',
  'buoys.lon',
  'buoys.max_loa_cm',
  'buoys.hull_kinds',
  'buoys.management_kind',
  'buoys.service_state',
  'buoys.out_of_service_reason',
  'buoys.out_of_service_until',
  'buoys.qr_slug',
] as const;

/** A bay's buoys as its staff see them, with what their status now depends on, in label order. */
export async function findOperatorBuoys(db: Db, bayId: string) {
  return db
    .selectFrom('buoys')
    .select(operatorBuoyColumns)
    .select([occupancy(rightNow).as('occupancy')])
    .where('buoys.bay_id', '=', bayId)
    .orderBy(sql`length(buoys.label)`)
    .orderBy('buoys.label')
    .execute();
}

export type OperatorBuoyRow = Awaited<ReturnType<typeof findOperatorBuoys>>[number];

/** One buoy of the bay as its staff see it; undefined for a buoy of another bay. */
export async function findOperatorBuoy(db: Db, bayId: string, buoyId: string) {
  return db
    .selectFrom('buoys')
    .select(operatorBuoyColumns)
    .select([occupancy(rightNow).as('occupancy')])
    .where('buoys.bay_id', '=', bayId)
    .where('buoys.id', '=', buoyId)
    .executeTakeFirst();
}

/**
 * Locks one buoy of the bay's row until commit, so two staff members changing it at once, or a
 * change and the return job, take turns. Undefined for a buoy of another bay.
 */
export async function lockBuoyRow(db: Db, bayId: string, buoyId: string) {
  return db
    .selectFrom('buoys')
    .select(['id', 'bay_id', 'label', 'lat', 'lon', 'max_loa_cm', 'hull_kinds', 'service_state'])
    .where('bay_id', '=', bayId)
    .where('id', '=', buoyId)
    .forUpdate()
    .executeTakeFirst();
}

export type LockedBuoy = NonNullable<Awaited<ReturnType<typeof lockBuoyRow>>>;

export async function updateServiceState(
  db: Db,
  buoyId: string,
  service: { state: ServiceState; reason: string | null; until: Date | null },
): Promise<void> {
  await db
    .updateTable('buoys')
    .set({
      service_state: service.state,
      out_of_service_reason: service.reason,
      out_of_service_until: service.until,
    })
    .where('id', '=', buoyId)
    .execute();
}

/**
 * Buoys out of service whose end has passed, at most `limit`, each locked until commit; rows
 * another replica holds are skipped, so replicas sweeping at once share the work.
 */
export async function findBuoysDueBack(db: Db, options: { limit: number; now: Date }) {
  return db
    .selectFrom('buoys')
    .select(['id', 'bay_id'])
    .where('service_state', '=', 'out_of_service')
    .where('out_of_service_until', '<=', options.now)
    .orderBy('out_of_service_until')
    .limit(options.limit)
    .forUpdate()
    .skipLocked()
    .execute();
}
