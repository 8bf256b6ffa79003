import { appendToOutbox, type NewEvent } from '@moorline/kit';
import { sql, type Transaction } from 'kysely';
import { buoyStatus, sameStatus } from '../availability/buoy-status';
import type { CatalogTables } from '../catalog.tables';
import { buoyStatusChangedEvent } from '../events/buoy-status-changed.event';
import { occupyingStates } from './booking-occupancy.table';
import { findBuoyNow, instant, lockBuoy } from './occupancy.repository';

type Trx = Transaction<CatalogTables>;

/**
 * How far behind now a sweep stops. A booking event's transaction reads its own start time
 * as now and may commit a moment later; a sweep that reached that now already would not see
 * the period it wrote begin.
 */
const SETTLE = sql`interval '5 seconds'`;

export interface SweepOptions {
  /**
   * Lock the clock's row, so replicas sweeping at once announce each moment once. Only the
   * negative twin of the concurrency test turns it off, to show what the lock prevents.
   */
  lockClock: boolean;
}

/** Occupying bookings of which a bound lies in (from, to], one per buoy. */
async function boundsCrossed(trx: Trx, from: Date, to: Date) {
  const states = sql.join(occupyingStates.map((state) => sql.lit(state)));
  const crossed = (bound: 'lower' | 'upper') =>
    sql`(${sql.raw(bound)}(period) > ${from} AND ${sql.raw(bound)}(period) <= ${to})`;
  const { rows } = await sql<{ buoy_id: string; booking_id: string }>`
    SELECT DISTINCT ON (buoy_id) buoy_id, booking_id FROM booking_occupancies
    WHERE state IN (${states}) AND (${crossed('lower')} OR ${crossed('upper')})
    ORDER BY buoy_id, booking_id`.execute(trx);
  return rows;
}

async function statusChangeOf(trx: Trx, buoyId: string, bookingId: string, since: Date) {
  await lockBuoy(trx, buoyId);
  const [then, now] = [await findBuoyNow(trx, buoyId, instant(since)), await findBuoyNow(trx, buoyId)];
  if (!then || !now) return undefined;
  const facts = { managementKind: now.management_kind, serviceState: now.service_state };
  const was = buoyStatus(facts, { offered: true, occupiedUntil: then.occupied_until });
  const is = buoyStatus(facts, { offered: true, occupiedUntil: now.occupied_until });
  if (sameStatus(was, is)) return undefined;
  return buoyStatusChangedEvent({
    bayId: now.bay_id,
    buoyId: now.id,
    buoyLabel: now.label,
    status: is,
    changedAt: now.now,
    bookingId,
  });
}

/**
 * The status clock's sweep (issue 5 item 3): a buoy's status now changes when one of its
 * bookings begins or ends, and no booking event says so. Each sweep finds the bookings that
 * began or ended since the last one and announces BuoyStatusChanged for every buoy whose
 * status now differs from its status then, in the caller's transaction. Returns how many.
 */
export async function sweepStatusClock(
  trx: Trx,
  options: SweepOptions = { lockClock: true },
): Promise<number> {
  const clock = await trx
    .selectFrom('status_clock')
    .select(['swept_until', sql<Date>`now() - ${SETTLE}`.as('sweep_to')])
    .$if(options.lockClock, (query) => query.forUpdate())
    .executeTakeFirstOrThrow();
  if (clock.sweep_to <= clock.swept_until) return 0;

  const events: NewEvent[] = [];
  const crossings = await boundsCrossed(trx, clock.swept_until, clock.sweep_to);
  for (const { buoy_id: buoyId, booking_id: bookingId } of crossings) {
    const event = await statusChangeOf(trx, buoyId, bookingId, clock.swept_until);
    if (event) events.push(event);
  }
  if (events.length > 0) await appendToOutbox(trx, events);
  // Never backwards: a replica that waited for the lock may have started before the last sweep.
  await trx
    .updateTable('status_clock')
    .set({ swept_until: sql<Date>`greatest(swept_until, ${clock.sweep_to})` })
    .execute();
  return events.length;
}
