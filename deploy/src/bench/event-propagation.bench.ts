import { encodeEvent, eventHeaders, eventsV1, topics } from '@moorline/contracts';
import {
  createDatabase,
  createKafka,
  createKafkaPublisher,
  createLogger,
  ensureTopics,
  migrateToLatest,
  outbox,
  startEventConsumer,
  startOutboxRelay,
  type KitTables,
} from '@moorline/kit';
import { randomUUID } from 'node:crypto';
import { createTestDatabase, testKafkaBrokers, uniqueName } from '../testing/test-infra';
import { assertSetupSound, percentiles, quantile } from './figures';
import { noSamples, openLoop, type Samples } from './open-loop';
import { valueFigure, type Figure } from './report';

/** The relay's safety-net poll as every service runs it (startOutboxRelay's default). */
const POLL_INTERVAL_MS = 1_000;
const RATE_PER_SECOND = 25;
const PER_SEGMENT = 150;
const SEGMENTS = 2;
const type = eventsV1.UserRegistered.$type;

/** Sends that resolve once the consumer has applied their event, keyed by aggregate. */
function arrivals() {
  const waiting = new Map<string, () => void>();
  return {
    arrived: (aggregateId: string) => waiting.get(aggregateId)?.(),
    /** Resolves when the consumer applies the event of `aggregateId` (or rejects after 15 s). */
    awaited(aggregateId: string): Promise<void> {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('the event never reached the consumer')), 15_000);
        waiting.set(aggregateId, () => {
          clearTimeout(timer);
          waiting.delete(aggregateId);
          resolve();
        });
      });
    },
  };
}

/**
 * P6: an event's way from its outbox row to a consumer's handler: the kit's outbox relay (woken
 * by NOTIFY, polling every second besides) publishes to the embedded Kafka and the kit's consumer
 * applies it in its transaction. Timed from the business transaction's commit to the handler.
 * The baseline is the same event published straight to Kafka and read by the same consumer, so
 * the ratio is what the outbox and its relay add. Open loop, alternating segments.
 */
export async function benchEventPropagation(): Promise<Figure[]> {
  const logger = createLogger({ service: 'bench-events', level: 'warn', pretty: false });
  const database = await createTestDatabase();
  const db = createDatabase<KitTables>({ url: database.url, maxConnections: 10 });
  await migrateToLatest(db, {});
  const kafka = createKafka({ clientId: uniqueName('bench-events'), brokers: testKafkaBrokers(), logger });
  const topicNamespace = `${uniqueName('bench')}.`;
  const topic = `${topicNamespace}${topics.auth}`;
  await ensureTopics(kafka, [topic], 1);
  const publisher = await createKafkaPublisher(kafka);
  const relay = await startOutboxRelay({
    db,
    databaseUrl: database.url,
    publisher,
    logger,
    topicNamespace,
    pollIntervalMs: POLL_INTERVAL_MS,
  });
  const { arrived, awaited } = arrivals();
  const consumer = await startEventConsumer({
    kafka,
    db,
    consumerName: uniqueName('bench-consumer'),
    topics: [topics.auth],
    topicNamespace,
    logger,
    handlers: { [type]: async (event) => arrived(event.aggregateId) },
  });
  const payloadFor = (userId: string) =>
    eventsV1.UserRegistered.fromPartial({ userId, email: `${userId}@example.com` });
  const throughOutbox = async () => {
    const userId = randomUUID();
    // Listened for before the write: the event may arrive before the commit's answer is read.
    const arrival = awaited(userId);
    arrival.catch(() => undefined);
    await db
      .transaction()
      .execute((trx) => outbox.add(trx, { type, aggregateId: userId, payload: payloadFor(userId) }));
    // Timed from the commit: the row is in the outbox and NOTIFY has gone out.
    const committed = performance.now();
    await arrival;
    return performance.now() - committed;
  };
  const straight = async () => {
    const userId = randomUUID();
    const value = Buffer.from(encodeEvent(type, payloadFor(userId)));
    const headers = {
      [eventHeaders.eventId]: randomUUID(),
      [eventHeaders.eventType]: type,
      [eventHeaders.occurredAt]: new Date().toISOString(),
    };
    const sent = performance.now();
    const arrival = awaited(userId);
    await publisher.publish([{ topic, key: userId, value, headers }]);
    await arrival;
    return performance.now() - sent;
  };
  // The outbox's latency is measured from the commit, not from the send's scheduled time.
  const timedBy = (send: () => Promise<number>, into: Samples) => async () => {
    try {
      into.latencies.push(await send());
    } catch (error) {
      into.latencies.push(Number.POSITIVE_INFINITY);
      into.errors.push(error);
    }
  };
  try {
    // The first event also waits for the consumer group to form.
    await throughOutbox();
    assertSetupSound('outbox', await openLoop(10, 20, throughOutbox));
    assertSetupSound('straight to Kafka', await openLoop(10, 20, straight));
    const viaOutbox = noSamples();
    const direct = noSamples();
    for (let index = 0; index < SEGMENTS; index += 1) {
      await openLoop(RATE_PER_SECOND, PER_SEGMENT, timedBy(straight, direct));
      await openLoop(RATE_PER_SECOND, PER_SEGMENT, timedBy(throughOutbox, viaOutbox));
    }
    return [
      valueFigure({
        id: 'P6',
        what: 'event propagation p99: outbox commit → relay → Kafka → consumer handler',
        measured: { value: quantile(viaOutbox.latencies, 0.99), unit: 'ms' },
        baseline: {
          value: quantile(direct.latencies, 0.99),
          unit: 'ms',
          what: 'published straight to Kafka',
        },
        bound: { atMost: POLL_INTERVAL_MS + 100 },
        notes: [
          `open loop ${RATE_PER_SECOND}/s, ${SEGMENTS}×${PER_SEGMENT} events each way, alternating; relay poll ${POLL_INTERVAL_MS} ms`,
          `outbox    ${percentiles(viaOutbox)}`,
          `straight  ${percentiles(direct)}`,
        ],
      }),
    ];
  } finally {
    await consumer.stop();
    await relay.stop();
    await publisher.close();
    await db.destroy();
    await database.drop();
  }
}
