import {
  createTestDatabase,
  testKafkaBrokers,
  uniqueName,
  waitFor,
} from '@moorline/deploy/src/testing/test-infra';
import type { Kafka, KafkaMessage } from 'kafkajs';
import { createDatabase } from '../src/db/database';
import type { KitTables } from '../src/db/kit.tables';
import { migrateToLatest } from '../src/db/migrator';
import { createKafka, ensureTopics, FETCH_MAX_WAIT_MS } from '../src/events/kafka';
import { createLogger } from '../src/logging/logger';

export { uniqueName, waitFor };

export const silentLogger = createLogger({ service: 'kit-test', level: 'silent', pretty: false });

export function testKafka(): Kafka {
  return createKafka({ clientId: uniqueName('kit-test'), brokers: testKafkaBrokers(), logger: silentLogger });
}

/** A fresh, migrated database with the kit's tables, and whatever extra tables a test needs. */
export async function kitDatabase<Extra = object>() {
  const created = await createTestDatabase();
  const db = createDatabase<KitTables & Extra>({ url: created.url, maxConnections: 5 });
  await migrateToLatest(db, {});
  return {
    db,
    url: created.url,
    async drop() {
      await db.destroy();
      await created.drop();
    },
  };
}

export async function newTopic(kafka: Kafka, prefix: string): Promise<string> {
  const topic = uniqueName(prefix);
  await ensureTopics(kafka, [topic], 1);
  return topic;
}

/** Number of records ever written to a topic (sum of high watermarks). */
export async function recordCount(kafka: Kafka, topic: string): Promise<number> {
  const admin = kafka.admin();
  await admin.connect();
  try {
    const offsets = await admin.fetchTopicOffsets(topic);
    return offsets.reduce((sum, partition) => sum + Number(partition.high), 0);
  } finally {
    await admin.disconnect();
  }
}

/** Reads a topic from the beginning until `count` records arrived or the timeout passed. */
export async function readTopic(kafka: Kafka, topic: string, count: number, timeoutMs = 15_000) {
  const consumer = kafka.consumer({ groupId: uniqueName('reader'), maxWaitTimeInMs: FETCH_MAX_WAIT_MS });
  const received: KafkaMessage[] = [];
  await consumer.connect();
  await consumer.subscribe({ topic, fromBeginning: true });
  await consumer.run({
    eachMessage: async ({ message }) => {
      received.push(message);
    },
  });
  await waitFor(() => received.length >= count, timeoutMs).catch(() => undefined);
  await consumer.disconnect();
  return received;
}
