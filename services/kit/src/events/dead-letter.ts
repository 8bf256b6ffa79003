import { eventsV1 } from '@moorline/contracts';
import type { KafkaMessage } from 'kafkajs';
import { eventHeaders, readHeaders } from './event-headers';

interface DeadLetterFacts {
  topic: string;
  partition: number;
  message: KafkaMessage;
  consumerName: string;
  reason: string;
  attempts: number;
}

/**
 * The value of a record on `<topic>.dlq`: the original envelope, whatever of it could be read,
 * and why and where the consumer gave up (moorline/events/v1/envelope.proto).
 */
export function deadLetter({
  topic,
  partition,
  message,
  consumerName,
  reason,
  attempts,
}: DeadLetterFacts): Uint8Array {
  const headers = readHeaders(message.headers);
  const occurredAt = new Date(headers[eventHeaders.occurredAt] ?? '');
  return eventsV1.DeadLetter.encode({
    envelope: {
      eventId: headers[eventHeaders.eventId] ?? '',
      eventType: headers[eventHeaders.eventType] ?? '',
      aggregateId: message.key?.toString('utf8') ?? '',
      traceparent: headers[eventHeaders.traceparent] ?? '',
      payload: message.value ?? Buffer.alloc(0),
      ...(Number.isNaN(occurredAt.getTime()) ? {} : { occurredAt }),
    },
    sourceTopic: topic,
    partition,
    offset: Number(message.offset),
    consumerGroup: consumerName,
    errorMessage: reason.slice(0, 1000),
    attempts,
    failedAt: new Date(),
  }).finish();
}
