import { sql, type Kysely } from 'kysely';
import type { CatalogTables } from '../catalog.tables';
import { occupyingStates } from './booking-occupancy.table';

type Db = Kysely<CatalogTables>;

/**
 * How far behind now a sweep stops. A booking event's transaction reads its own start time
 * as now and may commit a moment later; a sweep that reached that now already would not see
 * the period it wrote begin.
 */
const SETTLE = sql`interval '5 seconds'`;

/** Where the last sweep stopped and where this one may go; `lock` holds the row until commit. */
export async function readStatusClock(db: Db, options: { lock: boolean }) {
  return db
    .selectFrom('status_clock')
    .select(['swept_until', sql<Date>`now() - ${SETTLE}`.as('sweep_to')])
    .$if(options.lock, (query) => query.forUpdate())
    .executeTakeFirstOrThrow();
}

/** Never backwards: a replica that waited for the lock may have started before the last sweep. */
export async function advanceStatusClock(db: Db, sweptUntil: Date): Promise<void> {
  await db
    .updateTable('status_clock')
    .set({ swept_until: sql<Date>`greatest(swept_until, ${sweptUntil})` })
    .execute();
}

/** Occupying bookings of which a bound lies in (from, to], one per buoy. */
export async function findBoundsCrossed(db: Db, from: Date, to: Date) {
  const states = sql.join(occupyingStates.map((state) => sql.lit(state)));
  const crossed = (bound: 'lower' | 'upper') =>
    sql`(${sql.raw(bound)}(period) > ${from} AND ${sql.raw(bound)}(period) <= ${to})`;
  const { rows } = await sql<{ buoy_id: string; booking_id: string }>`
    SELECT DISTINCT ON (buoy_id) buoy_id, booking_id FROM booking_occupancies
    WHERE state IN (${states}) AND (${crossed('lower')} OR ${crossed('upper')})
    ORDER BY buoy_id, booking_id`.execute(db);
  return rows;
}
