import { eventHeaders } from '@moorline/contracts';
import { FETCH_MAX_WAIT_MS, readHeaders, type Logger } from '@moorline/kit';
import type { Kafka } from 'kafkajs';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';

export interface FanOutConsumer {
  stop(): Promise<void>;
}

/**
 * Reads topics with a consumer group of this process's own, so every BFF replica sees every
 * event (a shared group would split them between replicas), from the newest offset: a page that
 * opens later asks the API for the current state first. Nothing is stored, so a message that
 * cannot be read is logged and skipped, never retried. Resolves once the group owns the topics'
 * partitions; events before that are not seen.
 */
export async function startFanOutConsumer(
  kafka: Kafka,
  options: {
    /** Names the group, e.g. `bff.map-stream`. */
    name: string;
    namespace: string;
    topics: string[];
    logger: Logger;
    onEvent(eventType: string, value: Uint8Array): void;
  },
): Promise<FanOutConsumer> {
  const { logger } = options;
  const groupId = `${options.namespace}${options.name}.${hostname()}.${randomBytes(4).toString('hex')}`;
  const consumer = kafka.consumer({
    groupId,
    sessionTimeout: 10_000,
    heartbeatInterval: 3_000,
    maxWaitTimeInMs: FETCH_MAX_WAIT_MS,
  });
  const joined = new Promise<void>((resolve) => {
    const stopListening = consumer.on(consumer.events.GROUP_JOIN, () => {
      stopListening();
      resolve();
    });
  });
  await consumer.connect();
  for (const topic of options.topics)
    await consumer.subscribe({ topic: `${options.namespace}${topic}`, fromBeginning: false });
  await consumer.run({
    eachMessage: async ({ message }) => {
      const eventType = readHeaders(message.headers)[eventHeaders.eventType];
      if (eventType === undefined || !message.value) return;
      try {
        options.onEvent(eventType, message.value);
      } catch (error) {
        logger.warn({ err: error, eventType, group: options.name }, 'unreadable event skipped');
      }
    },
  });
  await joined;
  return {
    async stop() {
      await consumer.disconnect();
      await deleteGroup(kafka, groupId, logger);
    },
  };
}

/**
 * The group belongs to this process alone and is never joined again; left behind, such groups
 * pile up in Kafka until offsets retention drops them. A process that dies leaves its group to
 * that retention (kafkajs has no group-less consumer).
 */
async function deleteGroup(kafka: Kafka, groupId: string, logger: Logger): Promise<void> {
  const admin = kafka.admin();
  try {
    await admin.connect();
    await admin.deleteGroups([groupId]);
  } catch (error) {
    logger.warn({ err: error, groupId }, 'live feed consumer group left behind');
  } finally {
    await admin.disconnect();
  }
}
