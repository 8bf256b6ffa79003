import { eventsV1, type DomainEvent } from '@moorline/contracts';
import type { OccupancyChange } from '../occupancy/occupancy-changes';

/** BuoyAvailabilityChanged on `catalog.events.v1`, keyed by buoy id like BuoyStatusChanged. */
export function buoyAvailabilityChangedEvent(change: {
  bayId: string;
  buoyLabel: string;
  occupancy: OccupancyChange;
  bookingId: string;
  changedAt: Date;
}): DomainEvent {
  const { occupancy } = change;
  const payload = eventsV1.BuoyAvailabilityChanged.fromPartial({
    bayId: change.bayId,
    buoyId: occupancy.buoyId,
    buoyLabel: change.buoyLabel,
    periodStart: occupancy.periodStart,
    periodEnd: occupancy.periodEnd,
    occupied: occupancy.occupied,
    bookingId: change.bookingId,
    changedAt: change.changedAt,
  });
  return { type: eventsV1.BuoyAvailabilityChanged.$type, aggregateId: occupancy.buoyId, payload };
}
