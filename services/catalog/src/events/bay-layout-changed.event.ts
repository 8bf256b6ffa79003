import { eventsV1, type DomainEvent } from '@moorline/contracts';
import type { LayoutChanges } from '../layout/apply-layout';

/** BayLayoutChanged on `catalog.events.v1`, keyed by bay id: the live map asks for the bay's buoys again. */
export function bayLayoutChangedEvent(bayId: string, changes: LayoutChanges, at: Date): DomainEvent {
  const payload = eventsV1.BayLayoutChanged.fromPartial({
    bayId,
    addedBuoyIds: changes.addedIds,
    updatedBuoyIds: changes.updatedIds,
    removedBuoyIds: changes.removedIds,
    changedAt: at,
  });
  return { type: eventsV1.BayLayoutChanged.$type, aggregateId: bayId, payload };
}
