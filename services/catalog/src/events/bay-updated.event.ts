import { eventsV1, type DomainEvent } from '@moorline/contracts';

/** BayUpdated on `catalog.events.v1`, keyed by bay id: the bay was created or changed. */
export function bayUpdatedEvent(bay: { id: string; slug: string; operator_id: string }): DomainEvent {
  const payload = eventsV1.BayUpdated.fromPartial({
    bayId: bay.id,
    slug: bay.slug,
    operatorId: bay.operator_id,
  });
  return { type: eventsV1.BayUpdated.$type, aggregateId: bay.id, payload };
}
