import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { encodeEvent, eventsV1 } from '@moorline/contracts';
import type { Kafka, Producer } from 'kafkajs';
import { randomUUID } from 'node:crypto';
import { Registry } from 'prom-client';
import { startEventConsumer } from '../src/events/event-consumer';
import { redriveDeadLetters } from '../src/events/redrive';
import { kitDatabase, newTopic, silentLogger, testKafka, uniqueName, waitFor } from './support';

// What a consumer group reports: its lag per partition (the broker's figure, so it grows while
// the consumer is stuck), what it parked on the dead-letter topic, and what waits there.
describe('event consumer metrics', () => {
  let kafka: Kafka;
  let producer: Producer;
  let database: Awaited<ReturnType<typeof kitDatabase>>;

  beforeAll(async () => {
    kafka = testKafka();
    producer = kafka.producer();
    await producer.connect();
    database = await kitDatabase();
  });

  afterAll(async () => {
    await producer.disconnect();
    await database.drop();
  });

  const registered = eventsV1.UserRegistered.$type;

  async function send(topic: string) {
    const payload = eventsV1.UserRegistered.fromPartial({ userId: randomUUID() });
    await producer.send({
      topic,
      messages: [
        {
          key: payload.userId,
          value: Buffer.from(encodeEvent(registered, payload)),
          headers: {
            'event-id': randomUUID(),
            'event-type': registered,
            'occurred-at': new Date().toISOString(),
          },
        },
      ],
    });
  }

  const valueOf = async (metrics: Registry, name: string, labels: Record<string, string>) => {
    const family = (await metrics.getMetricsAsJSON()).find((one) => one.name === name);
    return family?.values.find((value) =>
      Object.entries(labels).every(([key, wanted]) => String(value.labels[key]) === wanted),
    )?.value;
  };

  it('when the handler is stuck, then the group’s lag counts the unread events, and drops to 0 once they are applied', async () => {
    const topic = await newTopic(kafka, 'lag');
    const group = uniqueName('lagging');
    const metrics = new Registry();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await Promise.all([send(topic), send(topic), send(topic)]);
    const consumer = await startEventConsumer({
      kafka,
      db: database.db,
      consumerName: group,
      topics: [topic],
      handlers: { [registered]: () => gate },
      logger: silentLogger,
      metrics,
    });
    const lag = () =>
      valueOf(metrics, 'kafka_consumer_lag', { consumer_group: group, topic, partition: '0' });
    try {
      expect(await lag()).toBe(3);
      release();
      await waitFor(async () => (await lag()) === 0);
    } finally {
      release();
      await consumer.stop();
    }
  });

  it('when an event is parked, then it is counted and waits on the dead-letter topic until a redrive sends it back', async () => {
    const topic = await newTopic(kafka, 'dlq');
    const group = uniqueName('parking');
    const metrics = new Registry();
    let broken = true;
    await send(topic);
    const consumer = await startEventConsumer({
      kafka,
      db: database.db,
      consumerName: group,
      topics: [topic],
      handlers: {
        [registered]: async () => {
          if (broken) throw new Error('cannot apply this event');
        },
      },
      logger: silentLogger,
      attempts: 2,
      initialBackoffMs: 10,
      metrics,
    });
    const waiting = () => valueOf(metrics, 'kafka_dead_letters_waiting', { topic: `${topic}.dlq` });
    try {
      await waitFor(async () => (await waiting()) === 1);
      expect(
        await valueOf(metrics, 'event_consumer_dead_lettered_total', { consumer_group: group, topic }),
      ).toBe(1);
      broken = false;
      expect(await redriveDeadLetters({ kafka, deadLetterTopic: `${topic}.dlq`, logger: silentLogger })).toBe(
        1,
      );
      expect(await waiting()).toBe(0);
      await waitFor(
        async () => (await valueOf(metrics, 'kafka_consumer_lag', { consumer_group: group })) === 0,
      );
    } finally {
      await consumer.stop();
    }
  });
});
