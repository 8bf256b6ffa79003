import type { HeaderValues } from './event-headers';

/** One record to put on a topic. */
export interface EventMessage {
  topic: string;
  key: string;
  value: Buffer;
  headers: HeaderValues;
}

/** The port the outbox relay and consumers publish through; Kafka is its one adapter. */
export interface EventPublisher {
  /** Resolves only when the broker has acknowledged every message (acks=all). */
  publish(messages: EventMessage[]): Promise<void>;
  close(): Promise<void>;
}
