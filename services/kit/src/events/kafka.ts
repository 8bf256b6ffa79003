import { Kafka, logLevel, Partitioners, type ISocketFactory, type KafkaConfig, type LogEntry } from 'kafkajs';
import { readFileSync } from 'node:fs';
import { connect as connectPlain, isIP } from 'node:net';
import { connect as connectTls } from 'node:tls';
import { setTimeout as sleep } from 'node:timers/promises';
import { plaintextKafka, type KafkaSecurity } from '../config/kafka-security-env';
import type { Logger } from '../logging/logger';
import type { EventMessage, EventPublisher } from './event-publisher';

const levelNames: Record<number, 'error' | 'warn' | 'info' | 'debug'> = {
  [logLevel.ERROR]: 'error',
  [logLevel.WARN]: 'warn',
  [logLevel.INFO]: 'info',
  [logLevel.DEBUG]: 'debug',
};

/**
 * How long the broker holds a fetch that finds nothing new. kafkajs waits 5 s, Kafka's own client
 * 500 ms. A consumer being stopped first waits out its fetch in flight, so the shorter wait lets a
 * service stop within a second: on each deploy, and in each integration test that starts one.
 */
export const FETCH_MAX_WAIT_MS = 500;

export function createKafka({
  clientId,
  brokers,
  logger,
  security = plaintextKafka,
}: {
  clientId: string;
  brokers: string[];
  logger: Logger;
  security?: KafkaSecurity;
}): Kafka {
  const kafkaLogger = logger.child({ component: 'kafkajs' });
  return new Kafka({
    clientId,
    brokers,
    ...kafkaConnectionOptions(security),
    socketFactory,
    logLevel: logLevel.WARN,
    logCreator:
      () =>
      ({ level, log }: LogEntry) => {
        const { message, ...fields } = log;
        kafkaLogger[levelNames[level] ?? 'info'](fields, message);
      },
  });
}

const KEEP_ALIVE_DELAY_MS = 60_000;

/**
 * kafkajs' own sockets, with Nagle's algorithm off: over TLS a request leaves as more than one
 * segment, and the last waited for the broker's delayed ACK, which put about 40 ms on each
 * produce and fetch (the secure-mode benchmark, S6). The broker's side already sends at once.
 */
const socketFactory: ISocketFactory = ({ host, port, ssl, onConnect }) => {
  const socket = ssl
    ? connectTls({ host, port, ...(isIP(host) ? {} : { servername: host }), ...ssl }, onConnect)
    : connectPlain({ host, port }, onConnect);
  socket.setKeepAlive(true, KEEP_ALIVE_DELAY_MS);
  socket.setNoDelay(true);
  return socket;
};

/** kafkajs' TLS and SASL options for `security`; none in plaintext. */
export function kafkaConnectionOptions(security: KafkaSecurity): Pick<KafkaConfig, 'ssl' | 'sasl'> {
  if (security.mode === 'plaintext') return {};
  return {
    // Node checks the broker's name against its certificate, as for any TLS connection.
    ssl: { ca: [readFileSync(security.caFile, 'utf8')] },
    sasl: { mechanism: 'scram-sha-512', username: security.username, password: security.password },
  };
}

/**
 * Publishes with an idempotent producer: the broker drops retried duplicates of one send, so a
 * network retry never doubles an event (a relay crash still can; consumers de-duplicate).
 */
export async function createKafkaPublisher(kafka: Kafka): Promise<EventPublisher> {
  const producer = kafka.producer({
    idempotent: true,
    maxInFlightRequests: 1,
    createPartitioner: Partitioners.DefaultPartitioner,
  });
  await producer.connect();
  return {
    async publish(messages: EventMessage[]) {
      if (messages.length === 0) return;
      const byTopic = new Map<string, EventMessage[]>();
      for (const message of messages)
        byTopic.set(message.topic, [...(byTopic.get(message.topic) ?? []), message]);
      await producer.sendBatch({
        acks: -1,
        topicMessages: [...byTopic].map(([topic, batch]) => ({
          topic,
          messages: batch.map(({ key, value, headers }) => ({ key, value, headers })),
        })),
      });
    },
    close: () => producer.disconnect(),
  };
}

/**
 * Creates topics that do not exist yet and waits until every partition has a leader; owners
 * create their topic and its dead-letter twin. Right after a broker starts, or while other
 * services create topics at the same time, metadata lags for a moment: those answers are retried.
 */
export async function ensureTopics(kafka: Kafka, topics: string[], numPartitions = 3): Promise<void> {
  const admin = kafka.admin();
  await admin.connect();
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        const existing = new Set(await admin.listTopics());
        const missing = topics.filter((topic) => !existing.has(topic));
        if (missing.length > 0) {
          await admin.createTopics({ topics: missing.map((topic) => ({ topic, numPartitions })) });
        }
        const { topics: described } = await admin.fetchTopicMetadata({ topics });
        const leaderless = described.some(({ partitions }) => partitions.some(({ leader }) => leader < 0));
        if (!leaderless) return;
        throw new Error(`topics without a partition leader yet: ${topics.join(', ')}`);
      } catch (error) {
        if (attempt >= 40) throw error;
        await sleep(250);
      }
    }
  } finally {
    await admin.disconnect();
  }
}
