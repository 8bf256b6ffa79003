import { decodeEvent, isEventType, type EventPayload, type EventType } from '@moorline/contracts';
import type { KafkaMessage } from 'kafkajs';
import { eventHeaders, type HeaderValues } from './event-headers';

/** An event as a handler gets it: the envelope, and the payload decoded for its type. */
export interface ConsumedEvent<T extends EventType = EventType> {
  eventId: string;
  type: T;
  aggregateId: string;
  occurredAt: Date;
  payload: EventPayload<T>;
  topic: string;
}

/**
 * Applies one event to `Db`: with `transactional` effects the `Transaction` that also records the
 * event as processed, with `external` effects the database itself (see EventConsumerSettings).
 */
export type EventHandler<T extends EventType, Db> = (event: ConsumedEvent<T>, db: Db) => Promise<void>;

/** A consumer's reactions, keyed by event type: each handler receives its own payload type. */
export type EventHandlers<Db> = { [T in EventType]?: EventHandler<T, Db> };

/** One record ready to apply: its id, and the call of its handler with the decoded event. */
export interface DispatchedEvent<Db> {
  eventId: string;
  apply(db: Db): Promise<void>;
}

/** What becomes of a record: applied, skipped (no handler here wants its type) or dead-lettered. */
export type Dispatch<Db> =
  { kind: 'apply'; event: DispatchedEvent<Db> } | { kind: 'skip' } | { kind: 'dead-letter'; reason: string };

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Reads a record's envelope and decodes its payload for the handler of its type. A record no
 * retry could ever apply (no envelope, a type the registry does not know, bytes that are not
 * its type) is for the dead letters; a known type without a handler here is someone else's.
 */
export function dispatch<Db>(
  handlers: EventHandlers<Db>,
  topic: string,
  message: KafkaMessage,
  headers: HeaderValues,
): Dispatch<Db> {
  const eventId = headers[eventHeaders.eventId];
  const type = headers[eventHeaders.eventType];
  const occurredAt = new Date(headers[eventHeaders.occurredAt] ?? '');
  if (!eventId || !uuidPattern.test(eventId) || !type || Number.isNaN(occurredAt.getTime()) || !message.value)
    return { kind: 'dead-letter', reason: 'malformed envelope: missing event headers' };
  if (!isEventType(type)) return { kind: 'dead-letter', reason: `unknown event type "${type}"` };
  const envelope = { eventId, occurredAt, topic, aggregateId: message.key?.toString('utf8') ?? '' };
  return typed(handlers, type, envelope, message.value);
}

function typed<T extends EventType, Db>(
  handlers: EventHandlers<Db>,
  type: T,
  envelope: Omit<ConsumedEvent, 'type' | 'payload'>,
  value: Buffer,
): Dispatch<Db> {
  const handler: EventHandler<T, Db> | undefined = handlers[type];
  if (!handler) return { kind: 'skip' };
  let payload: EventPayload<T>;
  try {
    payload = decodeEvent(type, value);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { kind: 'dead-letter', reason: `undecodable payload for ${type}: ${detail}` };
  }
  const event: ConsumedEvent<T> = { ...envelope, type, payload };
  return { kind: 'apply', event: { eventId: envelope.eventId, apply: (db) => handler(event, db) } };
}
