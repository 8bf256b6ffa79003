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
  plaintextDatabase,
  plaintextKafka,
  type DatabaseTls,
  type KitTables,
  type Logger,
} from '@moorline/kit';
import type { Kafka } from 'kafkajs';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { freePort } from '../free-port';
import { startEmbeddedKafka } from '../kafka';
import { kafkaSecurityOfUser } from '../kafka-secure';
import { databaseUrlFor, ensureDatabaseAt } from '../postgres-admin';
import { KAFKA_CACHE_DIR } from '../testing/own-kafka';
import { startOwnPostgres } from '../testing/own-postgres';
import { createTestDatabase, testKafkaBrokers, uniqueName } from '../testing/test-infra';
import { ensureServerCertificate } from '../tls/dev-certificates';
import { assertSetupSound, percentiles, quantile } from './figures';
import { noSamples, openLoop, type Samples } from './open-loop';
import { ratioFigure, valueFigure, type Figure } from './report';

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

/** A relay, a consumer and the two ways an event can travel to it, on one database and broker. */
interface PropagationRig {
  /** An event written to the outbox; ms from the commit to the consumer's handler. */
  throughOutbox(): Promise<number>;
  /** The same event published straight to Kafka; ms from the send to the handler. */
  straight(): Promise<number>;
  stop(): Promise<void>;
}

async function startPropagationRig(setup: {
  kafka: Kafka;
  databaseUrl: string;
  databaseTls?: DatabaseTls;
  logger: Logger;
}): Promise<PropagationRig> {
  const { kafka, databaseUrl, databaseTls, logger } = setup;
  const db = createDatabase<KitTables>({ url: databaseUrl, tls: databaseTls, maxConnections: 10 });
  await migrateToLatest(db, {});
  const topicNamespace = `${uniqueName('bench')}.`;
  const topic = `${topicNamespace}${topics.auth}`;
  await ensureTopics(kafka, [topic], 1);
  const publisher = await createKafkaPublisher(kafka);
  const relay = await startOutboxRelay({
    db,
    databaseUrl,
    databaseTls,
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
  const rig: PropagationRig = {
    async throughOutbox() {
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
    },
    async straight() {
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
    },
    async stop() {
      await consumer.stop();
      await relay.stop();
      await publisher.close();
      await db.destroy();
    },
  };
  // The first event also waits for the consumer group to form.
  await rig.throughOutbox();
  assertSetupSound('outbox', await openLoop(10, 20, rig.throughOutbox));
  assertSetupSound('straight to Kafka', await openLoop(10, 20, rig.straight));
  return rig;
}

// The outbox's latency is measured from the commit, not from the send's scheduled time.
const timedBy = (send: () => Promise<number>, into: Samples) => async () => {
  try {
    into.latencies.push(await send());
  } catch (error) {
    into.latencies.push(Number.POSITIVE_INFINITY);
    into.errors.push(error);
  }
};

/** Open-loop segments taking turns between two senders; their samples, in the same order. */
async function alternating(
  first: () => Promise<number>,
  second: () => Promise<number>,
): Promise<[Samples, Samples]> {
  const samples: [Samples, Samples] = [noSamples(), noSamples()];
  for (let index = 0; index < SEGMENTS; index += 1) {
    await openLoop(RATE_PER_SECOND, PER_SEGMENT, timedBy(first, samples[0]));
    await openLoop(RATE_PER_SECOND, PER_SEGMENT, timedBy(second, samples[1]));
  }
  return samples;
}

const benchLogger = () => createLogger({ service: 'bench-events', level: 'warn', pretty: false });

/**
 * P6: an event's way from its outbox row to a consumer's handler: the kit's outbox relay (woken
 * by NOTIFY, polling every second besides) publishes to the embedded Kafka and the kit's consumer
 * applies it in its transaction. Timed from the business transaction's commit to the handler.
 * The baseline is the same event published straight to Kafka and read by the same consumer, so
 * the ratio is what the outbox and its relay add. Open loop, alternating segments.
 */
export async function benchEventPropagation(): Promise<Figure[]> {
  const logger = benchLogger();
  const database = await createTestDatabase();
  const kafka = createKafka({ clientId: uniqueName('bench-events'), brokers: testKafkaBrokers(), logger });
  const rig = await startPropagationRig({ kafka, databaseUrl: database.url, logger });
  try {
    const [direct, viaOutbox] = await alternating(rig.straight, rig.throughOutbox);
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
    await rig.stop();
    await database.drop();
  }
}

/** A PostgreSQL and a Kafka of the benchmark's own, fresh, in plaintext or in secure mode. */
async function startOwnServers(scratch: string, mode: 'plaintext' | 'secure') {
  const keysDir = join(scratch, `${mode}-keys`);
  const certificate =
    mode === 'secure' ? ensureServerCertificate(keysDir, 'postgres', ['localhost', '127.0.0.1']) : undefined;
  const postgres = await startOwnPostgres({ certificate });
  const broker = await startEmbeddedKafka({
    dataDir: join(scratch, `${mode}-kafka`),
    cacheDir: KAFKA_CACHE_DIR,
    port: await freePort(),
    controllerPort: await freePort(),
    ...(mode === 'secure' ? { secure: { keysDir, namespace: '', topicPartitions: 1 } } : {}),
  });
  const databaseTls: DatabaseTls = certificate
    ? { mode: 'verify-full', caFile: certificate.caFile }
    : plaintextDatabase;
  await ensureDatabaseAt(postgres.adminUrl, 'bench_events', databaseTls);
  return {
    databaseUrl: databaseUrlFor(postgres.adminUrl, 'bench_events'),
    databaseTls,
    kafkaBrokers: broker.brokers,
    // As the admin: the rig's topics and group are named per run, outside the services' ACLs.
    // TLS and SCRAM cost the same for every user; a super user's ACL check ends at once.
    kafkaSecurity: broker.credentials ? kafkaSecurityOfUser(broker.credentials, 'admin') : plaintextKafka,
    async stop() {
      await broker.stop();
      await postgres.remove();
    },
  };
}

/**
 * S6 (issue 32 item 9): P6's outbox path in secure mode, PostgreSQL over TLS (verify-full) and
 * Kafka over SASL_SSL as a SCRAM user under ACLs, against the same path in plaintext. Each mode
 * has servers of its own, started the same way, so the ratio is what TLS and SASL add. p50,
 * segments alternating between the two.
 */
export async function benchSecureEventPropagation(scratch: string): Promise<Figure[]> {
  const logger = benchLogger();
  const servers: Awaited<ReturnType<typeof startOwnServers>>[] = [];
  const rigs: PropagationRig[] = [];
  try {
    servers.push(await startOwnServers(scratch, 'plaintext'));
    servers.push(await startOwnServers(scratch, 'secure'));
    for (const each of servers)
      rigs.push(
        await startPropagationRig({
          kafka: createKafka({
            clientId: uniqueName('bench-events'),
            brokers: each.kafkaBrokers,
            logger,
            security: each.kafkaSecurity,
          }),
          databaseUrl: each.databaseUrl,
          databaseTls: each.databaseTls,
          logger,
        }),
      );
    const [plain, secure] = rigs;
    if (!plain || !secure) throw new Error('a rig did not start');
    const [plainSamples, secureSamples] = await alternating(plain.throughOutbox, secure.throughOutbox);
    return [
      ratioFigure({
        id: 'S6',
        what: 'event propagation p50 in secure mode (PostgreSQL TLS, Kafka SASL_SSL) vs plaintext',
        measured: { value: quantile(secureSamples.latencies, 0.5), unit: 'ms' },
        baseline: {
          value: quantile(plainSamples.latencies, 0.5),
          unit: 'ms',
          what: 'the same path in plaintext',
        },
        bound: { atMost: 1.3 },
        notes: [
          `open loop ${RATE_PER_SECOND}/s, ${SEGMENTS}×${PER_SEGMENT} events each way, alternating; fresh servers per mode`,
          `secure     ${percentiles(secureSamples)}`,
          `plaintext  ${percentiles(plainSamples)}`,
        ],
      }),
    ];
  } finally {
    for (const rig of rigs) await rig.stop();
    for (const each of servers) await each.stop();
  }
}
