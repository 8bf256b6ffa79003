import { eventsV1 } from '@moorline/contracts';
import { Partitioners, type Kafka } from 'kafkajs';
import type { Logger } from '../logging/logger';
import { FETCH_MAX_WAIT_MS } from './kafka';

export interface RedriveSettings {
  kafka: Kafka;
  /** The dead-letter topic to empty, e.g. `auth.events.v1.dlq` (namespace included). */
  deadLetterTopic: string;
  logger: Logger;
}

/**
 * Sends every dead letter written so far back to the topic it came from: the original key,
 * payload and headers, so the event keeps its id and every consumer group that already applied
 * it skips it. The redrive's own consumer group remembers how far it got, so each dead letter
 * is sent once; one that fails again lands on the dead letters anew. Resolves with the count.
 */
export async function redriveDeadLetters({
  kafka,
  deadLetterTopic,
  logger,
}: RedriveSettings): Promise<number> {
  const groupId = `redrive.${deadLetterTopic}`;
  const pending = await pendingOffsets(kafka, groupId, deadLetterTopic);
  if (pending.size === 0) return 0;

  const producer = kafka.producer({
    idempotent: true,
    maxInFlightRequests: 1,
    createPartitioner: Partitioners.DefaultPartitioner,
  });
  const consumer = kafka.consumer({ groupId, maxWaitTimeInMs: FETCH_MAX_WAIT_MS });
  await Promise.all([producer.connect(), consumer.connect()]);
  let redriven = 0;
  try {
    await consumer.subscribe({ topic: deadLetterTopic, fromBeginning: true });
    const done = new Promise<void>((resolve, reject) => {
      consumer
        .run({
          autoCommit: false,
          eachMessage: async ({ partition, message }) => {
            const end = pending.get(partition);
            if (end === undefined || Number(message.offset) >= end) return;
            const letter = eventsV1.DeadLetter.decode(message.value ?? Buffer.alloc(0));
            await producer.send({
              topic: letter.sourceTopic,
              acks: -1,
              messages: [
                {
                  key: message.key,
                  value: Buffer.from(letter.envelope?.payload ?? []),
                  headers: message.headers,
                },
              ],
            });
            redriven += 1;
            const next = Number(message.offset) + 1;
            await consumer.commitOffsets([{ topic: deadLetterTopic, partition, offset: String(next) }]);
            if (next >= end) pending.delete(partition);
            if (pending.size === 0) resolve();
          },
        })
        .catch(reject);
    });
    await done;
  } finally {
    await consumer.disconnect();
    await producer.disconnect();
  }
  logger.info({ deadLetterTopic, redriven }, 'dead letters sent back to their topics');
  return redriven;
}

/** Per partition, the end offset as of now, for partitions where the group has not reached it. */
async function pendingOffsets(kafka: Kafka, groupId: string, topic: string): Promise<Map<number, number>> {
  const admin = kafka.admin();
  await admin.connect();
  try {
    const ends = await admin.fetchTopicOffsets(topic);
    const [committed] = await admin.fetchOffsets({ groupId, topics: [topic] });
    const reached = new Map(
      (committed?.partitions ?? []).map(({ partition, offset }) => [partition, Number(offset)]),
    );
    const pending = new Map<number, number>();
    for (const { partition, high, low } of ends) {
      const from = Math.max(reached.get(partition) ?? -1, Number(low));
      if (from < Number(high)) pending.set(partition, Number(high));
    }
    return pending;
  } finally {
    await admin.disconnect();
  }
}
