import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { encodeEvent, eventsV1 } from '@moorline/contracts';
import type { Kafka, Producer } from 'kafkajs';
import { randomUUID } from 'node:crypto';
import { startEventConsumer } from '../src/events/event-consumer';
import { redriveDeadLetters } from '../src/events/redrive';
import { kitDatabase, newTopic, recordCount, silentLogger, testKafka, uniqueName, waitFor } from './support';

describe('redrive of dead letters', () => {
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

  it('when a dead-lettered event is redriven after its cause is fixed, then the consumer applies it, and a second redrive sends nothing', async () => {
    const topic = await newTopic(kafka, 'redrive');
    const deadLetters = `${topic}.dlq`;
    let broken = true;
    const applied: string[] = [];
    const consumer = await startEventConsumer({
      kafka,
      db: database.db,
      consumerName: uniqueName('redrive-consumer'),
      topics: [topic],
      logger: silentLogger,
      attempts: 1,
      handlers: {
        [eventsV1.EmailVerified.$type]: async (event) => {
          if (broken) throw new Error('mail server misconfigured');
          applied.push(event.payload.email);
        },
      },
    });
    try {
      const eventId = randomUUID();
      const headers = {
        'event-id': eventId,
        'event-type': eventsV1.EmailVerified.$type,
        'occurred-at': new Date().toISOString(),
      };
      const payload = encodeEvent(eventsV1.EmailVerified.$type, { userId: 'u-1', email: 'ana@example.com' });
      await producer.send({ topic, messages: [{ key: 'u-1', value: Buffer.from(payload), headers }] });
      await waitFor(async () => (await recordCount(kafka, deadLetters)) === 1);

      broken = false;
      expect(await redriveDeadLetters({ kafka, deadLetterTopic: deadLetters, logger: silentLogger })).toBe(1);
      await waitFor(() => applied.length === 1);
      expect(applied).toEqual(['ana@example.com']);
      const processed = await database.db
        .selectFrom('processed_events')
        .select('event_id')
        .where('event_id', '=', eventId)
        .execute();
      expect(processed).toHaveLength(1);
      expect(await redriveDeadLetters({ kafka, deadLetterTopic: deadLetters, logger: silentLogger })).toBe(0);
      expect(await recordCount(kafka, topic)).toBe(2);
    } finally {
      await consumer.stop();
    }
  });
});
