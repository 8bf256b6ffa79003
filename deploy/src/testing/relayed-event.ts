import { encodeEvent, eventHeaders, eventTopics, type DomainEvent } from '@moorline/contracts';
import type { EventMessage } from '@moorline/kit';
import { randomUUID } from 'node:crypto';

/**
 * An event as its producer's outbox relay puts it on the broker: on its type's topic in the
 * test's namespace, keyed by its aggregate, with the envelope headers. The same `eventId` twice
 * is a redelivery.
 */
export function relayedEvent(
  namespace: string,
  event: DomainEvent,
  eventId: string = randomUUID(),
): EventMessage {
  return {
    topic: `${namespace}${eventTopics[event.type]}`,
    key: event.aggregateId,
    value: Buffer.from(encodeEvent(event.type, event.payload)),
    headers: {
      [eventHeaders.eventId]: eventId,
      [eventHeaders.eventType]: event.type,
      [eventHeaders.occurredAt]: new Date().toISOString(),
    },
  };
}
