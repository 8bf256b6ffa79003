import { eventsV1, type DomainEvent } from '@moorline/contracts';
import type { BuoyStatusAnswer } from '../availability/buoy-status';
import { buoyStatusCode } from '../grpc/catalog-enums';

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
    // The API's enum and table: a status "now" is never stay_not_offered, so that value is not sent.
    status: buoyStatusCode[change.status.status],
    bookedUntil: change.status.bookedUntil ?? undefined,
    changedAt: change.changedAt,
    bookingId: change.bookingId,
  });
  return { type: eventsV1.BuoyStatusChanged.$type, aggregateId: change.buoyId, payload };
}
