import type { DomainEvent } from '@moorline/contracts';
import { outbox } from '@moorline/kit';
import type { Transaction } from 'kysely';
import { sameStatus } from '../availability/buoy-status';
import type { CatalogTables } from '../catalog.tables';
import { buoyAvailabilityChangedEvent } from '../events/buoy-availability-changed.event';
import { buoyStatusChangedEvent } from '../events/buoy-status-changed.event';
import { buoyStatusNow } from './buoy-status-now';
import { occupancyChanges } from './occupancy-changes';
import {
  findBuoyNow,
  findPlacement,
  lockBuoy,
  recordBookingFact,
  type BookingFact,
} from './occupancy.repository';

type Trx = Transaction<CatalogTables>;
type BuoyNow = NonNullable<Awaited<ReturnType<typeof findBuoyNow>>>;

/** Whether bookings can change this buoy's status for any stay: FCFS, traditional and out-of-service ones answer the same whatever is booked. */
function takesBookings(buoy: BuoyNow): boolean {
  return buoy.management_kind === 'digital' && buoy.service_state !== 'out_of_service';
}

/**
 * Applies one booking event to the live status projection (issue 5 item 3), in the consumer's
 * transaction. Held and confirmed bookings occupy their buoy for their period, expired and
 * failed ones free it; a duplicate or late event changes nothing. In the same transaction the
 * outbox gets BuoyAvailabilityChanged for each period taken or freed (maps showing a stay that
 * overlaps it ask again) and BuoyStatusChanged for each buoy whose status at this moment changed.
 */
export async function applyBookingFact(trx: Trx, fact: BookingFact): Promise<void> {
  const before = await findPlacement(trx, fact.bookingId);
  // Sorted, so two consumers locking the same pair of buoys cannot deadlock.
  const buoyIds = [...new Set([fact.buoyId, before?.buoyId ?? fact.buoyId])].sort();
  for (const buoyId of buoyIds) await lockBuoy(trx, buoyId);
  const statusesBefore = await Promise.all(buoyIds.map((buoyId) => buoyStatusNow(trx, buoyId)));
  if (!(await recordBookingFact(trx, fact))) return;

  const events: DomainEvent[] = [];
  for (const occupancy of occupancyChanges(before, fact)) {
    const buoy = await findBuoyNow(trx, occupancy.buoyId);
    if (!buoy || !takesBookings(buoy)) continue;
    events.push(
      buoyAvailabilityChangedEvent({
        bayId: buoy.bay_id,
        buoyLabel: buoy.label,
        occupancy,
        bookingId: fact.bookingId,
        changedAt: buoy.now,
      }),
    );
  }
  for (const [index, buoyId] of buoyIds.entries()) {
    const was = statusesBefore[index];
    const is = await buoyStatusNow(trx, buoyId);
    if (!was || !is || sameStatus(was.status, is.status)) continue;
    events.push(
      buoyStatusChangedEvent({
        bayId: is.buoy.bay_id,
        buoyId: is.buoy.id,
        buoyLabel: is.buoy.label,
        status: is.status,
        changedAt: is.buoy.now,
        bookingId: fact.bookingId,
      }),
    );
  }
  await outbox.add(trx, ...events);
}
