import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Kafka } from 'kafkajs';
import { setTimeout as sleep } from 'node:timers/promises';
import { createKafkaPublisher } from '../src/events/kafka';
import type { EventPublisher } from '../src/events/event-publisher';
import { appendToOutbox } from '../src/events/outbox';
import { startOutboxRelay } from '../src/events/outbox-relay';
import { kitDatabase, newTopic, readTopic, recordCount, silentLogger, testKafka, waitFor } from './support';

describe('outbox relay', () => {
  let kafka: Kafka;
  let publisher: EventPublisher;
  let database: Awaited<ReturnType<typeof kitDatabase>>;

  beforeAll(async () => {
    kafka = testKafka();
    publisher = await createKafkaPublisher(kafka);
    database = await kitDatabase();
  });

  afterAll(async () => {
    await publisher.close();
    await database.drop();
  });

  const event = (topic: string, aggregateId: string) => ({
    topic,
    eventType: 'moorline.events.v1.Test',
    aggregateId,
    payload: Buffer.from(aggregateId),
  });

  it('when the business transaction rolls back, then its outbox row is never published', async () => {
    const topic = await newTopic(kafka, 'rollback');
    const relay = await startOutboxRelay({
      db: database.db,
      databaseUrl: database.url,
      publisher,
      logger: silentLogger,
    });
    try {
      await expect(
        database.db.transaction().execute(async (trx) => {
          await appendToOutbox(trx, [event(topic, 'rolled-back')]);
          throw new Error('business rule failed');
        }),
      ).rejects.toThrow('business rule failed');
      await database.db.transaction().execute((trx) => appendToOutbox(trx, [event(topic, 'committed')]));

      await waitFor(async () => (await recordCount(kafka, topic)) >= 1);
      await relay.drain();
      const records = await readTopic(kafka, topic, 2, 3_000);
      expect(records.map((record) => record.key?.toString())).toEqual(['committed']);
    } finally {
      await relay.stop();
    }
  });

  it('when the relay dies between publishing and marking, then the next relay publishes the event again', async () => {
    const topic = await newTopic(kafka, 'crash');
    // Publishes, then never returns: the process is gone before it could mark the row.
    const dyingPublisher: EventPublisher = {
      async publish(messages) {
        await publisher.publish(messages);
        await new Promise(() => undefined);
      },
      close: async () => undefined,
    };
    const leaseMs = 500;
    const dying = await startOutboxRelay({
      db: database.db,
      databaseUrl: database.url,
      publisher: dyingPublisher,
      logger: silentLogger,
      leaseMs,
      pollIntervalMs: 60_000,
    });
    const [eventId] = await database.db
      .transaction()
      .execute((trx) => appendToOutbox(trx, [event(topic, 'booking-1')]));
    await waitFor(async () => (await recordCount(kafka, topic)) === 1);
    void dying.stop();

    const next = await startOutboxRelay({
      db: database.db,
      databaseUrl: database.url,
      publisher,
      logger: silentLogger,
      leaseMs,
      pollIntervalMs: 100,
    });
    try {
      await waitFor(async () => (await recordCount(kafka, topic)) === 2);
      // The relay marks the row right after the broker acknowledged it.
      const publishedRow = () =>
        database.db
          .selectFrom('outbox')
          .select(['published_at', 'publish_attempts'])
          .where('event_id', '=', eventId ?? '')
          .executeTakeFirstOrThrow();
      await waitFor(async () => (await publishedRow()).published_at !== null);
      const row = await publishedRow();
      expect(row.published_at).toBeInstanceOf(Date);
      expect(row.publish_attempts).toBe(2);
      const records = await readTopic(kafka, topic, 2);
      expect(records.map((record) => record.headers?.['event-id']?.toString())).toEqual([eventId, eventId]);
    } finally {
      await next.stop();
    }
  });

  it('when a claim is still leased, then another relay does not publish the row twice', async () => {
    const topic = await newTopic(kafka, 'lease');
    const hanging: EventPublisher = {
      async publish(messages) {
        await publisher.publish(messages);
        await new Promise(() => undefined);
      },
      close: async () => undefined,
    };
    const first = await startOutboxRelay({
      db: database.db,
      databaseUrl: database.url,
      publisher: hanging,
      logger: silentLogger,
      leaseMs: 60_000,
      pollIntervalMs: 60_000,
    });
    await database.db.transaction().execute((trx) => appendToOutbox(trx, [event(topic, 'booking-2')]));
    await waitFor(async () => (await recordCount(kafka, topic)) === 1);
    void first.stop();
    const second = await startOutboxRelay({
      db: database.db,
      databaseUrl: database.url,
      publisher,
      logger: silentLogger,
      pollIntervalMs: 50,
    });
    try {
      await second.drain();
      await sleep(500);
      expect(await recordCount(kafka, topic)).toBe(1);
    } finally {
      await second.stop();
    }
  });

  it('when events are written, then they are published in order with the envelope headers and the aggregate key', async () => {
    const topic = await newTopic(kafka, 'order');
    const relay = await startOutboxRelay({
      db: database.db,
      databaseUrl: database.url,
      publisher,
      logger: silentLogger,
    });
    try {
      const ids = await database.db.transaction().execute((trx) =>
        appendToOutbox(
          trx,
          ['a', 'b', 'c'].map((key) => event(topic, `buoy-${key}`)),
        ),
      );
      const records = await readTopic(kafka, topic, 3);
      expect(records.map((record) => record.headers?.['event-id']?.toString())).toEqual(ids);
      expect(records[0]?.headers?.['event-type']?.toString()).toBe('moorline.events.v1.Test');
      expect(new Date(String(records[0]?.headers?.['occurred-at'])).getTime()).not.toBeNaN();
      expect(records[0]?.key?.toString()).toBe('buoy-a');
    } finally {
      await relay.stop();
    }
  });
});
