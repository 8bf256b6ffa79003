import { eventsV1, type DomainEvent } from '@moorline/contracts';
import type { BuoyStatus, BuoyStatusAnswer } from '../availability/buoy-status';

const { BuoyStatus: Code } = eventsV1;

// A status "now" is never stay_not_offered: that one only answers a question about a stay.
const eventStatus: Record<BuoyStatus, eventsV1.BuoyStatus> = {
  available: Code.BUOY_STATUS_AVAILABLE,
  booked: Code.BUOY_STATUS_BOOKED,
  out_of_service: Code.BUOY_STATUS_OUT_OF_SERVICE,
  fcfs: Code.BUOY_STATUS_FCFS,
  traditional: Code.BUOY_STATUS_TRADITIONAL,
  stay_not_offered: Code.BUOY_STATUS_UNSPECIFIED,
};

/** BuoyStatusChanged on `catalog.events.v1`, keyed by buoy id (ARCHITECTURE §3). */
export function buoyStatusChangedEvent(change: {
  bayId: string;
  buoyId: string;
  buoyLabel: string;
  status: BuoyStatusAnswer;
  changedAt: Date;
  bookingId: string;
}): DomainEvent {
  const payload = eventsV1.BuoyStatusChanged.fromPartial({
    bayId: change.bayId,
    buoyId: change.buoyId,
    buoyLabel: change.buoyLabel,
    status: eventStatus[change.status.status],
    bookedUntil: change.status.bookedUntil ?? undefined,
    changedAt: change.changedAt,
    bookingId: change.bookingId,
  });
  return { type: eventsV1.BuoyStatusChanged.$type, aggregateId: change.buoyId, payload };
}
