import { eventsV1, type DomainEvent } from '@moorline/contracts';
import type { Caller } from '@moorline/kit';

/** BayStatusChanged on `catalog.events.v1`, keyed by bay id: the bay was published or hidden. */
export function bayStatusChangedEvent(change: {
  bayId: string;
  operatorId: string;
  status: 'live' | 'hidden';
  by: Caller;
  at: Date;
}): DomainEvent {
  const payload = eventsV1.BayStatusChanged.fromPartial({
    bayId: change.bayId,
    operatorId: change.operatorId,
    status: change.status,
    changedBy: change.by.userId,
    changedAt: change.at,
  });
  return { type: eventsV1.BayStatusChanged.$type, aggregateId: change.bayId, payload };
}
