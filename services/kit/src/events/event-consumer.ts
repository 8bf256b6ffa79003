import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { Kafka, KafkaMessage } from 'kafkajs';
import { Partitioners } from 'kafkajs';
import type { Kysely, Transaction } from 'kysely';
import { setTimeout as sleep } from 'node:timers/promises';
import { Registry } from 'prom-client';
import type { KitTables } from '../db/kit.tables';
import type { Logger } from '../logging/logger';
import { extractTraceContext } from '../telemetry/trace-context';
import { consumerMetrics } from './consumer-metrics';
import { deadLetter } from './dead-letter';
import { dispatch, type Dispatch, type DispatchedEvent, type EventHandlers } from './consumed-event';
import { deadLetterTopic, readHeaders, type HeaderValues } from './event-headers';
import { ensureTopics, FETCH_MAX_WAIT_MS } from './kafka';
import { isTransientInfrastructureError } from './transient-errors';

/**
 * What a consumer reacts to and how. Handlers are keyed by event type, each typed by its payload;
 * known types without a handler here are skipped, unknown types and payloads that do not decode
 * go to the dead-letter topic.
 * - `transactional` (default): the handler only writes to the database, in the transaction that
 *   also records the event as processed, so it applies exactly once; its type says it gets that
 *   transaction, so a handler that locks rows needs no check at run time.
 * - `external`: the handler reaches the world outside (an email); it runs outside any
 *   transaction, since no network call may hold one open, must be idempotent by its own key, and
 *   the processed record follows it.
 */
export type Reactions<Tables> =
  | { effects?: 'transactional'; handlers: EventHandlers<Transaction<Tables>> }
  | { effects: 'external'; handlers: EventHandlers<Kysely<Tables>> };

/** A consumer as a service declares it; the runtime adds Kafka, the database and the rest. */
export type ConsumerSpec<Tables> = Reactions<Tables> & {
  /** Names the consumer group and the de-duplication records; one per reaction. */
  consumerName: string;
  topics: string[];
};

export type EventConsumerSettings<Tables extends KitTables> = ConsumerSpec<Tables> & {
  kafka: Kafka;
  db: Kysely<Tables>;
  logger: Logger;
  /** Prefix of topic and group names, so several environments or test runs can share one cluster. */
  topicNamespace?: string;
  /** Partitions of the topics it reads, should it be the first to need them (KAFKA_TOPIC_PARTITIONS). */
  topicPartitions?: number;
  attempts?: number;
  initialBackoffMs?: number;
  /** Where lag, dead-letter and DLQ figures are registered (the service's /metrics registry). */
  metrics?: Registry;
};

export interface EventConsumer {
  stop(): Promise<void>;
}

const tracer = trace.getTracer('moorline-kit-events');

/**
 * At-least-once consumer. An event is applied in one transaction with the row
 * (consumer, event_id), so a redelivered event changes nothing the second time. A failing event
 * is retried with backoff, then parked on `<topic>.dlq` and the consumer moves on; the offset
 * is committed only after the event was applied or parked, never after a failure.
 */
export async function startEventConsumer<Tables extends KitTables>(
  settings: EventConsumerSettings<Tables>,
): Promise<EventConsumer> {
  const { kafka, consumerName, logger, attempts = 5, initialBackoffMs = 100, topicNamespace = '' } = settings;
  const topics = settings.topics.map((topic) => `${topicNamespace}${topic}`);
  await ensureTopics(kafka, [...topics, ...topics.map(deadLetterTopic)], settings.topicPartitions);
  const producer = kafka.producer({
    idempotent: true,
    maxInFlightRequests: 1,
    createPartitioner: Partitioners.DefaultPartitioner,
  });
  await producer.connect();
  const groupId = `${topicNamespace}${consumerName}`;
  const consumer = kafka.consumer({ groupId, maxWaitTimeInMs: FETCH_MAX_WAIT_MS });
  await consumer.connect();
  const metrics = await consumerMetrics(settings.metrics ?? new Registry(), kafka, groupId, topics);
  await consumer.subscribe({ topics, fromBeginning: true });

  const dispatchOnce = onceDispatcher(settings);
  const maxBackoffMs = 5_000;
  let stopping = false;

  async function park(
    topic: string,
    partition: number,
    message: KafkaMessage,
    error: unknown,
    tries: number,
  ) {
    const reason = error instanceof Error ? error.message : String(error);
    logger.error(
      { topic, partition, offset: message.offset, err: error },
      'event parked on the dead-letter topic',
    );
    const letter = deadLetter({ topic, partition, message, consumerName, reason, attempts: tries });
    await producer.send({
      topic: deadLetterTopic(topic),
      acks: -1,
      messages: [{ key: message.key, value: Buffer.from(letter), headers: message.headers }],
    });
    metrics.deadLettered(topic);
  }

  await consumer.run({
    eachMessage: async ({ topic, partition, message, heartbeat }) => {
      const headers = readHeaders(message.headers);
      const dispatched = dispatchOnce(topic, message, headers);
      if (dispatched.kind === 'skip') return;
      if (dispatched.kind === 'dead-letter')
        return park(topic, partition, message, new Error(dispatched.reason), 0);
      const { event } = dispatched;
      const parent = extractTraceContext((key) => headers[key]);
      const span = tracer.startSpan(
        `${topic} process`,
        {
          kind: SpanKind.CONSUMER,
          attributes: { 'messaging.system': 'kafka', 'messaging.message.id': event.eventId },
        },
        parent,
      );
      try {
        // Only failures of the event count towards parking it; an outage is waited out.
        for (let attempt = 1, waits = 0; ;) {
          try {
            await context.with(trace.setSpan(parent, span), () => event.apply());
            return;
          } catch (error) {
            if (stopping) throw error;
            const transient = isTransientInfrastructureError(error);
            if (!transient && attempt >= attempts) {
              span.setStatus({ code: SpanStatusCode.ERROR });
              return await park(topic, partition, message, error, attempt);
            }
            logger.warn(
              { err: error, eventId: event.eventId, attempt, transient },
              'event handler failed; retrying',
            );
            const step = transient ? waits : attempt - 1;
            if (transient) waits += 1;
            else attempt += 1;
            await sleep(Math.min(initialBackoffMs * 2 ** step, maxBackoffMs));
            await heartbeat();
          }
        }
      } finally {
        span.end();
      }
    },
  });

  return {
    async stop() {
      stopping = true;
      await consumer.disconnect();
      await producer.disconnect();
      await metrics.stop();
    },
  };
}

/** A record read for a handler here, with the call that applies it exactly once. */
type Dispatcher = (topic: string, message: KafkaMessage, headers: HeaderValues) => Dispatch<void>;

function onceDispatcher<Tables extends KitTables>(settings: EventConsumerSettings<Tables>): Dispatcher {
  const { db, consumerName } = settings;
  // The kit's tables are part of every service schema; kysely cannot see that through a generic.
  const kitDb = db as unknown as Kysely<KitTables>;
  const record = (executor: Kysely<KitTables>, eventId: string) =>
    executor
      .insertInto('processed_events')
      .values({ consumer: consumerName, event_id: eventId })
      .onConflict((conflict) => conflict.doNothing())
      .returning('event_id')
      .executeTakeFirst();

  if (settings.effects === 'external') {
    const { handlers } = settings;
    return (topic, message, headers) =>
      once(dispatch(handlers, topic, message, headers), async (event) => {
        const seen = await kitDb
          .selectFrom('processed_events')
          .select('event_id')
          .where('consumer', '=', consumerName)
          .where('event_id', '=', event.eventId)
          .executeTakeFirst();
        if (seen) return;
        await event.apply(db);
        await record(kitDb, event.eventId);
      });
  }
  const { handlers } = settings;
  return (topic, message, headers) =>
    once(dispatch(handlers, topic, message, headers), (event) =>
      db.transaction().execute(async (trx) => {
        if (!(await record(trx as unknown as Kysely<KitTables>, event.eventId))) return;
        await event.apply(trx);
      }),
    );
}

/** The dispatch with its event's apply bound to `applyOnce`. */
function once<Db>(
  dispatched: Dispatch<Db>,
  applyOnce: (event: DispatchedEvent<Db>) => Promise<void>,
): Dispatch<void> {
  if (dispatched.kind !== 'apply') return dispatched;
  const { event } = dispatched;
  return { kind: 'apply', event: { eventId: event.eventId, apply: () => applyOnce(event) } };
}
