import { topics } from '@moorline/contracts';
import type { Logger } from '@moorline/kit';
import type { Kafka } from 'kafkajs';
import { startFanOutConsumer } from './fan-out-consumer';
import type { MapUpdate } from './map-update-schemas';
import { mapUpdateReaders } from './map-updates';

export type MapUpdateListener = (update: MapUpdate) => void;

/** Fans catalog's buoy events out to the open map streams of this process. */
export interface BuoyStatusFeed {
  subscribe(listener: MapUpdateListener): () => void;
  stop(): Promise<void>;
}

/** Catalog's buoy events, translated for the map stream (map-updates.ts), for every open map. */
export async function startBuoyStatusFeed(
  kafka: Kafka,
  namespace: string,
  logger: Logger,
): Promise<BuoyStatusFeed> {
  const listeners = new Set<MapUpdateListener>();
  const consumer = await startFanOutConsumer(kafka, {
    name: 'bff.map-stream',
    namespace,
    topics: [topics.catalog],
    logger,
    onEvent(eventType, value) {
      const update = mapUpdateReaders.get(eventType)?.(value);
      if (update) for (const listener of listeners) listener(update);
    },
  });
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async stop() {
      listeners.clear();
      await consumer.stop();
    },
  };
}

/** A feed with no source: for processes that only read the route schemas (the OpenAPI writer). */
export function idleBuoyStatusFeed(): BuoyStatusFeed {
  return { subscribe: () => () => undefined, stop: async () => undefined };
}
