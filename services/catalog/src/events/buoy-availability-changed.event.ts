import { eventsV1, topics } from '@moorline/contracts';
import type { NewEvent } from '@moorline/kit';
import type { OccupancyChange } from '../occupancy/occupancy-changes';

/** BuoyAvailabilityChanged on `catalog.events.v1`, keyed by buoy id like BuoyStatusChanged. */
export function buoyAvailabilityChangedEvent(change: {
  bayId: string;
  buoyLabel: string;
  occupancy: OccupancyChange;
  bookingId: string;
  changedAt: Date;
}): NewEvent {
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
  return {
    topic: topics.catalog,
    eventType: eventsV1.BuoyAvailabilityChanged.$type,
    aggregateId: occupancy.buoyId,
    payload: eventsV1.BuoyAvailabilityChanged.encode(payload).finish(),
  };
}
