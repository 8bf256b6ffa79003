import { testKafkaBrokers, uniqueName } from '@moorline/deploy/src/testing/test-infra';
import { eventHeaders, eventTypes, type EventPayload, type EventType } from '@moorline/contracts';
import { createKafka, createKafkaPublisher, createLogger } from '@moorline/kit';
import { randomUUID } from 'node:crypto';

/** Stands in for the services whose events notification consumes, on the test run's Kafka. */
export async function startEventSource(kafkaNamespace: string) {
  const logger = createLogger({ service: 'event-source', level: 'silent', pretty: false });
  const publisher = await createKafkaPublisher(
    createKafka({ clientId: uniqueName('event-source'), brokers: testKafkaBrokers(), logger }),
  );
  return {
    /** Publishes as the owner's outbox relay would, under the service's namespace; a fresh event id. */
    async publish<T extends EventType>(topic: string, type: T, key: string, payload: EventPayload<T>) {
      await publisher.publish([
        {
          topic: `${kafkaNamespace}${topic}`,
          key,
          value: Buffer.from(eventTypes[type].encode(payload).finish()),
          headers: {
            [eventHeaders.eventId]: randomUUID(),
            [eventHeaders.eventType]: type,
            [eventHeaders.occurredAt]: new Date().toISOString(),
          },
        },
      ]);
    },
    close: () => publisher.close(),
  };
}

export type EventSource = Awaited<ReturnType<typeof startEventSource>>;
