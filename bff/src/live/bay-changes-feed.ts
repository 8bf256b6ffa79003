import { eventsV1, topics } from '@moorline/contracts';
import type { Logger } from '@moorline/kit';
import type { Kafka } from 'kafkajs';
import { startFanOutConsumer } from './fan-out-consumer';

export type BayChangeListener = () => void;

/** Fans the changes of each bay out to the overviews of it open in this process (issue 15 item 3). */
export interface BayChangesFeed {
  subscribe(bayId: string, listener: BayChangeListener): () => void;
  stop(): Promise<void>;
}

/** The bay an event is about, by event type: booking's booking and check-in events, catalog's buoy statuses and layouts. */
const bayOfEvent = new Map<string, (value: Uint8Array) => string>([
  [eventsV1.BookingHeld.$type, (value) => eventsV1.BookingHeld.decode(value).bayId],
  [eventsV1.BookingConfirmed.$type, (value) => eventsV1.BookingConfirmed.decode(value).bayId],
  [eventsV1.BookingExpired.$type, (value) => eventsV1.BookingExpired.decode(value).bayId],
  [eventsV1.BookingFailed.$type, (value) => eventsV1.BookingFailed.decode(value).bayId],
  [eventsV1.BookingMoved.$type, (value) => eventsV1.BookingMoved.decode(value).bayId],
  [eventsV1.CheckedIn.$type, (value) => eventsV1.CheckedIn.decode(value).bayId],
  // A buoy taken out of service or back, or a stay beginning or ending (catalog's status clock).
  [eventsV1.BuoyStatusChanged.$type, (value) => eventsV1.BuoyStatusChanged.decode(value).bayId],
  // Buoys added, moved or removed by the bay's manager (issue 27 item 3).
  [eventsV1.BayLayoutChanged.$type, (value) => eventsV1.BayLayoutChanged.decode(value).bayId],
]);

/**
 * Booking's events and catalog's buoy statuses, each told to the listeners of its bay. The
 * overview asks the API again when told, so the event's content beyond its bay does not matter.
 */
export async function startBayChangesFeed(
  kafka: Kafka,
  namespace: string,
  logger: Logger,
): Promise<BayChangesFeed> {
  const listeners = new Map<string, Set<BayChangeListener>>();
  const consumer = await startFanOutConsumer(kafka, {
    name: 'bff.bay-changes',
    namespace,
    topics: [topics.booking, topics.catalog],
    logger,
    onEvent(eventType, value) {
      const bayId = bayOfEvent.get(eventType)?.(value);
      for (const listener of (bayId && listeners.get(bayId)) || []) listener();
    },
  });
  return {
    subscribe(bayId, listener) {
      const ofBay = listeners.get(bayId) ?? new Set();
      ofBay.add(listener);
      listeners.set(bayId, ofBay);
      return () => {
        ofBay.delete(listener);
        if (ofBay.size === 0) listeners.delete(bayId);
      };
    },
    async stop() {
      listeners.clear();
      await consumer.stop();
    },
  };
}

/** A feed with no source: for apps that serve no overview streams (tests of other routes, the OpenAPI writer). */
export function idleBayChangesFeed(): BayChangesFeed {
  return { subscribe: () => () => undefined, stop: async () => undefined };
}
