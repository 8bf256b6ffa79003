import type { Admin, Kafka } from 'kafkajs';
import { Counter, Gauge, type Registry } from 'prom-client';
import { sharedMetric } from '../metrics/shared-metric';
import { deadLetterTopic } from './event-headers';

/** What one consumer group reports at a scrape: its lag per partition, and its dead letters waiting. */
interface LagReading {
  lag: { topic: string; partition: number; lag: number }[];
  deadLetters: { topic: string; waiting: number }[];
}

interface LagSource {
  group: string;
  read(): Promise<LagReading>;
}

/** Each registry's consumers, read by the one gauge family the first of them registered. */
const sourcesOf = new WeakMap<Registry, Set<LagSource>>();

// A scrape must not hang on a slow broker: past this a consumer's series are left out of it.
const readTimeoutMs = 3_000;

export interface ConsumerMetrics {
  deadLettered(topic: string): void;
  stop(): Promise<void>;
}

/**
 * A consumer group's report to Prometheus. Lag per partition is the broker's high watermark
 * minus the group's committed offset, the figure kafka_exporter gives, so it also grows while
 * the consumer is stuck or gone. Dead letters waiting are those on `<topic>.dlq` that
 * `make redrive` (its group `redrive.<dlq topic>`) has not sent back yet.
 */
export async function consumerMetrics(
  registry: Registry,
  kafka: Kafka,
  group: string,
  topics: string[],
): Promise<ConsumerMetrics> {
  const admin = kafka.admin();
  await admin.connect();
  const source: LagSource = {
    group,
    async read() {
      const lag = (await Promise.all(topics.map((topic) => partitionLag(admin, group, topic)))).flat();
      const deadLetters = await Promise.all(
        topics.map(async (topic) => {
          const dlq = deadLetterTopic(topic);
          const waiting = await partitionLag(admin, `redrive.${dlq}`, dlq);
          return { topic: dlq, waiting: waiting.reduce((sum, one) => sum + one.lag, 0) };
        }),
      );
      return { lag, deadLetters };
    },
  };
  const sources = sourcesOf.get(registry) ?? new Set<LagSource>();
  sourcesOf.set(registry, sources);
  sources.add(source);
  const { deadLettered } = consumerMetricFamilies(registry);
  return {
    deadLettered: (topic) => deadLettered.inc({ consumer_group: group, topic }),
    async stop() {
      sources.delete(source);
      await admin.disconnect();
    },
  };
}

async function partitionLag(admin: Admin, groupId: string, topic: string) {
  const [ends, [committed]] = await Promise.all([
    admin.fetchTopicOffsets(topic),
    admin.fetchOffsets({ groupId, topics: [topic] }),
  ]);
  const committedOf = new Map(committed?.partitions.map((one) => [one.partition, Number(one.offset)]));
  return ends.map(({ partition, high, low }) => {
    // -1: nothing committed yet, so everything still on the partition is unread.
    const position = Math.max(committedOf.get(partition) ?? -1, Number(low));
    return { topic, partition, lag: Math.max(0, Number(high) - position) };
  });
}

/** The families every consumer of a process reports into, registered once per registry. */
export function consumerMetricFamilies(registry: Registry): { deadLettered: Counter } {
  const deadLettered = sharedMetric(
    registry,
    'event_consumer_dead_lettered_total',
    Counter,
    () =>
      new Counter({
        name: 'event_consumer_dead_lettered_total',
        help: 'Events this process parked on a dead-letter topic, by consumer group and source topic',
        labelNames: ['consumer_group', 'topic'],
        registers: [registry],
      }),
  );
  if (!registry.getSingleMetric('kafka_consumer_lag')) registerGauges(registry);
  return { deadLettered };
}

function registerGauges(registry: Registry): void {
  const readAll = () => readSources(registry);
  let reading: Promise<Map<LagSource, LagReading>> | undefined;
  // Both gauges come from one read of the broker per scrape.
  const read = () => {
    reading ??= readAll().finally(() => (reading = undefined));
    return reading;
  };
  new Gauge({
    name: 'kafka_consumer_lag',
    help: 'Events on a partition that the consumer group has not committed yet',
    labelNames: ['consumer_group', 'topic', 'partition'],
    registers: [registry],
    async collect() {
      const readings = await read();
      this.reset();
      for (const [source, reading] of readings)
        for (const { topic, partition, lag } of reading.lag)
          this.set({ consumer_group: source.group, topic, partition: String(partition) }, lag);
    },
  });
  new Gauge({
    name: 'kafka_dead_letters_waiting',
    help: 'Events on a dead-letter topic that no redrive has sent back yet',
    labelNames: ['topic'],
    registers: [registry],
    async collect() {
      const readings = await read();
      this.reset();
      for (const reading of readings.values())
        for (const { topic, waiting } of reading.deadLetters) this.set({ topic }, waiting);
    },
  });
}

/** Every consumer's reading that arrived in time; one that failed or timed out is left out. */
async function readSources(registry: Registry): Promise<Map<LagSource, LagReading>> {
  const sources = [...(sourcesOf.get(registry) ?? [])];
  const results = await Promise.all(
    sources.map(async (source) => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<undefined>((resolve) => {
        timer = setTimeout(() => resolve(undefined), readTimeoutMs);
      });
      try {
        return [source, await Promise.race([source.read(), timeout])] as const;
      } catch {
        return [source, undefined] as const;
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  const readings = new Map<LagSource, LagReading>();
  for (const [source, reading] of results) if (reading) readings.set(source, reading);
  return readings;
}
