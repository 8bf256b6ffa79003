import { Kafka, logLevel, type KafkaConfig } from 'kafkajs';

// A group nobody joins; describing it needs the group coordinator to be loaded.
const PROBE_GROUP = 'moorline-readiness-probe';
const PROBE_INTERVAL_MS = 250;

export interface ReadinessOptions {
  brokers: string[];
  /** TLS and SASL for a secure broker (the platform's admin principal); none in plaintext. */
  connection?: Pick<KafkaConfig, 'ssl' | 'sasl'>;
  timeoutMs: number;
  // Returns why the broker can no longer become ready (it exited), or undefined.
  gaveUp: () => string | undefined;
}

// Waits until the broker answers metadata requests AND its coordinators work. The port opens
// first; right after, a JoinGroup fails with "coordinator is loading" until __consumer_offsets
// is created and loaded, and an idempotent producer's InitProducerId fails the same way until
// the controller has handed out the first block of producer ids. Listing topics is not enough.
export async function waitForKafkaReady(options: ReadinessOptions): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    const reason = options.gaveUp();
    if (reason !== undefined) throw new Error(reason);
    try {
      await probe(options.brokers, options.connection ?? {});
      return;
    } catch (error) {
      if (Date.now() >= deadline) {
        const last = error instanceof Error ? error.message : String(error);
        throw new Error(`not ready after ${options.timeoutMs} ms (last error: ${last})`, { cause: error });
      }
    }
    await new Promise((resolve) => setTimeout(resolve, PROBE_INTERVAL_MS));
  }
}

async function probe(brokers: string[], connection: Pick<KafkaConfig, 'ssl' | 'sasl'>): Promise<void> {
  // No retries inside kafkajs: the loop above retries, and checks the broker is still alive.
  const kafka = new Kafka({
    clientId: 'moorline-readiness',
    brokers,
    ...connection,
    logLevel: logLevel.NOTHING,
    connectionTimeout: 1_000,
    requestTimeout: 5_000,
    retry: { retries: 0 },
  });
  const admin = kafka.admin({ retry: { retries: 0 } });
  // kafkajs insists on retries for an idempotent producer; one quick retry keeps the probe short.
  const producer = kafka.producer({ idempotent: true, retry: { retries: 1, initialRetryTime: 100 } });
  try {
    await admin.connect();
    await admin.listTopics();
    // Throws while the group coordinator is unavailable or loading; an unknown group is "Dead".
    await admin.describeGroups([PROBE_GROUP]);
    // Connecting an idempotent producer sends InitProducerId.
    await producer.connect();
  } finally {
    await producer.disconnect().catch(() => undefined);
    await admin.disconnect().catch(() => undefined);
  }
}
