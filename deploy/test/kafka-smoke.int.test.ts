import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type Admin, Kafka, logLevel, Partitioners } from 'kafkajs';
import { testKafkaBrokers, uniqueName } from '../src/testing/test-infra';

const KEYS = ['buoy-a', 'buoy-b', 'buoy-c', 'buoy-d'];
const MESSAGES_PER_KEY = 10;

describe('embedded Kafka', () => {
  let kafka: Kafka;
  let admin: Admin;

  beforeAll(async () => {
    kafka = new Kafka({
      clientId: 'deploy-smoke-test',
      brokers: testKafkaBrokers(),
      logLevel: logLevel.WARN,
    });
    admin = kafka.admin();
    await admin.connect();
  });

  afterAll(async () => {
    await admin.disconnect();
  });

  it('when keyed messages are produced idempotently, then a group consumer receives them in order per key and commits its offsets', async () => {
    const topic = uniqueName('smoke');
    const groupId = uniqueName('smoke-group');
    await createTopic(admin, topic, 3);

    const producer = kafka.producer({
      idempotent: true,
      maxInFlightRequests: 1,
      createPartitioner: Partitioners.DefaultPartitioner,
    });
    await producer.connect();
    // Keys interleaved, in two batches, so per-key order is not simply arrival order of one batch.
    const messages = Array.from({ length: MESSAGES_PER_KEY }, (_, sequence) =>
      KEYS.map((key) => ({ key, value: String(sequence) })),
    ).flat();
    const half = messages.length / 2;
    await producer.send({ topic, acks: -1, messages: messages.slice(0, half) });
    await producer.send({ topic, acks: -1, messages: messages.slice(half) });
    await producer.disconnect();

    const received = new Map<string, number[]>();
    const partitionsByKey = new Map<string, Set<number>>();
    const allReceived = deferred();
    let count = 0;
    const consumer = kafka.consumer({ groupId, maxWaitTimeInMs: 200 });
    await consumer.connect();
    await consumer.subscribe({ topics: [topic], fromBeginning: true });
    await consumer.run({
      autoCommit: false,
      eachMessage: async ({ partition, message }) => {
        const key = message.key?.toString() ?? '';
        received.set(key, [...(received.get(key) ?? []), Number(message.value?.toString())]);
        partitionsByKey.set(key, (partitionsByKey.get(key) ?? new Set()).add(partition));
        await consumer.commitOffsets([
          { topic, partition, offset: (BigInt(message.offset) + 1n).toString() },
        ]);
        count += 1;
        if (count === messages.length) allReceived.resolve();
      },
    });
    try {
      await withTimeout(allReceived.promise, 30_000, `${messages.length} messages`);
    } finally {
      await consumer.disconnect();
    }

    const inOrder = Array.from({ length: MESSAGES_PER_KEY }, (_, sequence) => sequence);
    for (const key of KEYS) {
      expect(received.get(key)).toEqual(inOrder);
      expect(partitionsByKey.get(key)?.size).toBe(1);
    }
    const committed = await admin.fetchOffsets({ groupId, topics: [topic] });
    const ends = await admin.fetchTopicOffsets(topic);
    const committedByPartition = new Map(
      committed.flatMap(({ partitions }) => partitions.map((entry) => [entry.partition, entry.offset])),
    );
    expect(ends).toHaveLength(3);
    for (const end of ends) {
      // A partition no key hashed to has nothing to commit; Kafka reports -1 for it.
      expect(committedByPartition.get(end.partition)).toBe(end.high === '0' ? '-1' : end.high);
    }
    expect(ends.reduce((total, end) => total + Number(end.high), 0)).toBe(messages.length);

    await admin.deleteTopics({ topics: [topic] });
  });

  it('when a topic is deleted, then the broker no longer lists it', async () => {
    const topic = uniqueName('smoke-delete');
    await createTopic(admin, topic, 1);
    expect(await admin.listTopics()).toContain(topic);

    await admin.deleteTopics({ topics: [topic] });

    await eventually(async () => expect(await admin.listTopics()).not.toContain(topic), 15_000);
  });
});

// kafkajs's waitForLeaders gives up on UNKNOWN_TOPIC_OR_PARTITION, which a busy KRaft broker
// answers for a moment after the controller created the topic; wait for the leaders here.
async function createTopic(admin: Admin, topic: string, numPartitions: number): Promise<void> {
  await admin.createTopics({ topics: [{ topic, numPartitions }], waitForLeaders: false });
  await eventually(async () => {
    const { topics } = await admin.fetchTopicMetadata({ topics: [topic] });
    const partitions = topics[0]?.partitions ?? [];
    expect(partitions.filter((partition) => partition.leader >= 0)).toHaveLength(numPartitions);
  }, 30_000);
}

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

async function withTimeout(promise: Promise<void>, ms: number, what: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms waiting for ${what}`)), ms);
  });
  try {
    await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

// Topic creation and deletion complete in the controller before the broker's metadata shows them.
async function eventually(assertion: () => Promise<void>, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      await assertion();
      return;
    } catch (error) {
      if (Date.now() >= deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
