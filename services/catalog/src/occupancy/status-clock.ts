import type { DomainEvent } from '@moorline/contracts';
import { outbox } from '@moorline/kit';
import type { Transaction } from 'kysely';
import { buoyStatus, sameStatus } from '../availability/buoy-status';
import type { CatalogTables } from '../catalog.tables';
import { buoyStatusChangedEvent } from '../events/buoy-status-changed.event';
import { findBuoyNow, instant, lockBuoy } from './occupancy.repository';
import { advanceStatusClock, findBoundsCrossed, readStatusClock } from './status-clock.repository';

type Trx = Transaction<CatalogTables>;

export interface SweepOptions {
  /**
   * Lock the clock's row, so replicas sweeping at once announce each moment once. Only the
   * negative twin of the concurrency test turns it off, to show what the lock prevents.
   */
  lockClock: boolean;
}

async function statusChangeOf(trx: Trx, buoyId: string, bookingId: string, since: Date) {
  await lockBuoy(trx, buoyId);
  const [then, now] = [await findBuoyNow(trx, buoyId, instant(since)), await findBuoyNow(trx, buoyId)];
  if (!then || !now) return undefined;
  const facts = { managementKind: now.management_kind, serviceState: now.service_state };
  const was = buoyStatus(facts, { offered: true, ends: then.occupancy });
  const is = buoyStatus(facts, { offered: true, ends: now.occupancy });
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
  const clock = await readStatusClock(trx, { lock: options.lockClock });
  if (clock.sweep_to <= clock.swept_until) return 0;

  const events: DomainEvent[] = [];
  const crossings = await findBoundsCrossed(trx, clock.swept_until, clock.sweep_to);
  for (const { buoy_id: buoyId, booking_id: bookingId } of crossings) {
    const event = await statusChangeOf(trx, buoyId, bookingId, clock.swept_until);
    if (event) events.push(event);
  }
  await outbox.add(trx, ...events);
  await advanceStatusClock(trx, clock.sweep_to);
  return events.length;
}
