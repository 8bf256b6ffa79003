import { eventHeaders, eventsV1, topics } from '@moorline/contracts';
import { readHeaders, type Logger } from '@moorline/kit';
import type { Kafka } from 'kafkajs';
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';

/** A buoy's new live status as the map stream sends it (snake_case, like the rest of /v1). */
export interface BuoyStatusUpdate {
  bay_id: string;
  buoy_id: string;
  buoy_label: string;
  status: BuoyStatusName;
  booked_until: string | null;
  changed_at: string;
}

export type BuoyStatusName =
  'available' | 'booked' | 'out_of_service' | 'fcfs' | 'traditional' | 'restricted';

const statusNames: Record<number, BuoyStatusName> = {
  [eventsV1.BuoyStatus.BUOY_STATUS_AVAILABLE]: 'available',
  [eventsV1.BuoyStatus.BUOY_STATUS_BOOKED]: 'booked',
  [eventsV1.BuoyStatus.BUOY_STATUS_OUT_OF_SERVICE]: 'out_of_service',
  [eventsV1.BuoyStatus.BUOY_STATUS_FCFS]: 'fcfs',
  [eventsV1.BuoyStatus.BUOY_STATUS_TRADITIONAL]: 'traditional',
  [eventsV1.BuoyStatus.BUOY_STATUS_RESTRICTED]: 'restricted',
};

export type BuoyStatusListener = (update: BuoyStatusUpdate) => void;

/** Fans BuoyStatusChanged events out to the open map streams of this process. */
export interface BuoyStatusFeed {
  subscribe(listener: BuoyStatusListener): () => void;
  stop(): Promise<void>;
}

export function toBuoyStatusUpdate(event: eventsV1.BuoyStatusChanged): BuoyStatusUpdate | undefined {
  const status = statusNames[event.status];
  if (!status) return undefined;
  return {
    bay_id: event.bayId,
    buoy_id: event.buoyId,
    buoy_label: event.buoyLabel,
    status,
    booked_until: event.bookedUntil?.toISOString() ?? null,
    changed_at: (event.changedAt ?? new Date()).toISOString(),
  };
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
  const listeners = new Set<BuoyStatusListener>();
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
      const headers = readHeaders(message.headers);
      if (headers[eventHeaders.eventType] !== eventsV1.BuoyStatusChanged.$type || !message.value) return;
      try {
        const update = toBuoyStatusUpdate(eventsV1.BuoyStatusChanged.decode(message.value));
        if (update) for (const listener of listeners) listener(update);
      } catch (error) {
        logger.warn({ err: error }, 'unreadable BuoyStatusChanged skipped');
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
    },
  };
}

/** A feed with no source: for processes that only read the route schemas (the OpenAPI writer). */
export function idleBuoyStatusFeed(): BuoyStatusFeed {
  return { subscribe: () => () => undefined, stop: async () => undefined };
}
