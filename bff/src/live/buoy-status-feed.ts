import { eventHeaders, topics } from '@moorline/contracts';
import { readHeaders, type Logger } from '@moorline/kit';
import type { Kafka } from 'kafkajs';
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { MapUpdate } from './map-update-schemas';
import { mapUpdateReaders } from './map-updates';

export type MapUpdateListener = (update: MapUpdate) => void;

/** Fans catalog's buoy events out to the open map streams of this process. */
export interface BuoyStatusFeed {
  subscribe(listener: MapUpdateListener): () => void;
  stop(): Promise<void>;
}

/**
 * Reads catalog's topic with a consumer group of its own, so every BFF replica sees every
 * change (a shared group would split them between replicas). It starts at the newest offset:
 * a map that opens later asks the API for the current state first. Nothing is stored, so a
 * failed message is logged and skipped, never retried.
 */
export async function startBuoyStatusFeed(
  kafka: Kafka,
  namespace: string,
  logger: Logger,
): Promise<BuoyStatusFeed> {
  const listeners = new Set<MapUpdateListener>();
  const groupId = `${namespace}bff.map-stream.${hostname()}.${randomBytes(4).toString('hex')}`;
  const consumer = kafka.consumer({ groupId, sessionTimeout: 10_000, heartbeatInterval: 3_000 });
  // Ready once the group owns the topic's partitions; changes before that are not seen.
  const joined = new Promise<void>((resolve) => {
    const stopListening = consumer.on(consumer.events.GROUP_JOIN, () => {
      stopListening();
      resolve();
    });
  });
  await consumer.connect();
  await consumer.subscribe({ topic: `${namespace}${topics.catalog}`, fromBeginning: false });
  await consumer.run({
    eachMessage: async ({ message }) => {
      const eventType = readHeaders(message.headers)[eventHeaders.eventType];
      const read = eventType === undefined ? undefined : mapUpdateReaders.get(eventType);
      if (!read || !message.value) return;
      try {
        const update = read(message.value);
        if (update) for (const listener of listeners) listener(update);
      } catch (error) {
        logger.warn({ err: error, eventType }, 'unreadable catalog event skipped');
      }
    },
  });
  await joined;
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async stop() {
      listeners.clear();
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
    logger.warn({ err: error, groupId }, 'map stream consumer group left behind');
  } finally {
    await admin.disconnect();
  }
}

/** A feed with no source: for processes that only read the route schemas (the OpenAPI writer). */
export function idleBuoyStatusFeed(): BuoyStatusFeed {
  return { subscribe: () => () => undefined, stop: async () => undefined };
}
