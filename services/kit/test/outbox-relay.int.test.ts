import { afterEach, beforeAll, beforeEach, afterAll, describe, expect, it } from '@jest/globals';
import { eventsV1, topics, type DomainEvent } from '@moorline/contracts';
import type { Kafka } from 'kafkajs';
import { Registry } from 'prom-client';
import { createKafkaPublisher, ensureTopics } from '../src/events/kafka';
import type { EventPublisher } from '../src/events/event-publisher';
import { outbox } from '../src/events/outbox';
import { startOutboxRelay, type OutboxRelaySettings } from '../src/events/outbox-relay';
import { unparkOutbox } from '../src/events/outbox-rows';
import { kitDatabase, readTopic, recordCount, silentLogger, testKafka, uniqueName, waitFor } from './support';

describe('outbox relay', () => {
  let kafka: Kafka;
  let publisher: EventPublisher;
  let database: Awaited<ReturnType<typeof kitDatabase>>;
  // Each test publishes under its own namespace: UserRegistered lands on `<namespace>auth.events.v1`.
  let namespace: string;
  let topic: string;

  beforeAll(async () => {
    kafka = testKafka();
    publisher = await createKafkaPublisher(kafka);
  });

  afterAll(async () => {
    await publisher.close();
  });

  beforeEach(async () => {
    database = await kitDatabase();
    namespace = `${uniqueName('relay')}.`;
    topic = `${namespace}${topics.auth}`;
    await ensureTopics(kafka, [topic], 1);
  });

  afterEach(async () => {
    await database.drop();
  });

  const event = (aggregateId: string): DomainEvent => ({
    type: eventsV1.UserRegistered.$type,
    aggregateId,
    payload: eventsV1.UserRegistered.fromPartial({ userId: aggregateId }),
  });

  const write = (...aggregateIds: string[]) =>
    database.db.transaction().execute((trx) => outbox.add(trx, ...aggregateIds.map(event)));

  const relayWith = (settings: Partial<OutboxRelaySettings> = {}) =>
    startOutboxRelay({
      db: database.db,
      databaseUrl: database.url,
      publisher,
      logger: silentLogger,
      topicNamespace: namespace,
      ...settings,
    });

  const keysOn = async (count: number) =>
    (await readTopic(kafka, topic, count)).map((record) => record.key?.toString());

  const outboxRow = (eventId: string) =>
    database.db.selectFrom('outbox').selectAll().where('event_id', '=', eventId).executeTakeFirstOrThrow();

  // Publishes, then never returns: the process is gone before it could mark the row.
  const publishesThenHangs: EventPublisher = {
    async publish(messages) {
      await publisher.publish(messages);
      await new Promise(() => undefined);
    },
    close: async () => undefined,
  };

  it('when the business transaction rolls back, then its outbox row is never published', async () => {
    const relay = await relayWith();
    try {
      await expect(
        database.db.transaction().execute(async (trx) => {
          await outbox.add(trx, event('rolled-back'));
          throw new Error('business rule failed');
        }),
      ).rejects.toThrow('business rule failed');
      await write('committed');
      // A later event is the marker: once it is out, everything written before it is too.
      await write('marker');
      await waitFor(async () => (await recordCount(kafka, topic)) >= 2);
      expect(await keysOn(2)).toEqual(['committed', 'marker']);
      expect(await recordCount(kafka, topic)).toBe(2);
    } finally {
      await relay.stop();
    }
  });

  it('when an event is written, then it goes to the topic of its type with the envelope headers and the aggregate key', async () => {
    const relay = await relayWith();
    try {
      const ids = await write('buoy-a', 'buoy-b', 'buoy-c');
      const records = await readTopic(kafka, topic, 3);
      expect(records.map((record) => record.headers?.['event-id']?.toString())).toEqual(ids);
      expect(records[0]?.headers?.['event-type']?.toString()).toBe(eventsV1.UserRegistered.$type);
      expect(new Date(String(records[0]?.headers?.['occurred-at'])).getTime()).not.toBeNaN();
      expect(records[0]?.key?.toString()).toBe('buoy-a');
      expect(eventsV1.UserRegistered.decode(records[0]?.value ?? Buffer.alloc(0)).userId).toBe('buoy-a');
    } finally {
      await relay.stop();
    }
  });

  it('when the relay dies between publishing and marking, then the next relay publishes the event again', async () => {
    const leaseMs = 500;
    const dying = await relayWith({ publisher: publishesThenHangs, leaseMs, pollIntervalMs: 60_000 });
    const [eventId = ''] = await write('booking-1');
    await waitFor(async () => (await recordCount(kafka, topic)) === 1);
    void dying.stop();

    const next = await relayWith({ leaseMs, pollIntervalMs: 100 });
    try {
      await waitFor(async () => (await recordCount(kafka, topic)) === 2);
      // The relay marks the row right after the broker acknowledged it.
      await waitFor(async () => (await outboxRow(eventId)).published_at !== null);
      expect((await outboxRow(eventId)).publish_attempts).toBe(2);
      const records = await readTopic(kafka, topic, 2);
      expect(records.map((record) => record.headers?.['event-id']?.toString())).toEqual([eventId, eventId]);
    } finally {
      await next.stop();
    }
  });

  it('when a claim is still leased, then another relay passes over it and publishes only the rows behind it', async () => {
    const first = await relayWith({ publisher: publishesThenHangs, leaseMs: 60_000, pollIntervalMs: 60_000 });
    await write('leased');
    await waitFor(async () => (await recordCount(kafka, topic)) === 1);
    void first.stop();
    // The row behind the leased one is the marker that the second relay's pass went past it:
    // once it is marked published, that pass is over, and it published the leased row or not.
    const [behindId = ''] = await write('behind');
    const second = await relayWith({ pollIntervalMs: 60_000 });
    try {
      await waitFor(async () => (await outboxRow(behindId)).published_at !== null);
      expect(await recordCount(kafka, topic)).toBe(2);
      expect(await keysOn(2)).toEqual(['leased', 'behind']);
    } finally {
      await second.stop();
    }
  });

  it('when Kafka cannot be reached for longer than the attempts allow, then no row is parked and all go out once it is back', async () => {
    let outageCalls = 6;
    // kafkajs's own failure when no broker answers, as a stopped broker gives.
    const unreachable: EventPublisher = {
      async publish(messages) {
        if (outageCalls > 0) {
          outageCalls -= 1;
          throw Object.assign(new Error('Connection error: connect ECONNREFUSED'), {
            name: 'KafkaJSConnectionError',
          });
        }
        await publisher.publish(messages);
      },
      close: async () => undefined,
    };
    const relay = await relayWith({
      publisher: unreachable,
      maxAttempts: 2,
      retryDelayMs: 10,
      pollIntervalMs: 50,
    });
    try {
      const [firstId = '', secondId = ''] = await write('during-outage-1', 'during-outage-2');
      await waitFor(async () => (await outboxRow(secondId)).published_at !== null);
      // The outage outlasted the attempts: every refused call was made before the rows went out.
      expect(outageCalls).toBe(0);
      expect(await keysOn(2)).toEqual(['during-outage-1', 'during-outage-2']);
      expect((await outboxRow(firstId)).parked_at).toBeNull();
      expect((await outboxRow(secondId)).parked_at).toBeNull();
    } finally {
      await relay.stop();
    }
  });

  describe('a row that can never publish', () => {
    let refusing = true;
    // The broker side refuses the poison row, as it would a record its topic cannot take.
    const picky: EventPublisher = {
      async publish(messages) {
        if (
          refusing &&
          messages.some((message) => eventsV1.UserRegistered.decode(message.value).userId === 'poison')
        )
          throw new Error('record refused by the broker');
        await publisher.publish(messages);
      },
      close: async () => undefined,
    };

    beforeEach(() => {
      refusing = true;
    });

    const parkedRows = () =>
      database.db.selectFrom('outbox').selectAll().where('parked_at', 'is not', null).execute();

    it('when a row keeps failing, then it is parked after its attempts and the rows behind it are published', async () => {
      const metrics = new Registry();
      const relay = await relayWith({
        publisher: picky,
        maxAttempts: 3,
        retryDelayMs: 10,
        pollIntervalMs: 50,
        metrics,
      });
      try {
        const [poisonId = ''] = await write('poison', 'after-1', 'after-2');
        await waitFor(async () => (await parkedRows()).length === 1);
        expect(await keysOn(2)).toEqual(['after-1', 'after-2']);
        const parked = await outboxRow(poisonId);
        expect(parked.publish_attempts).toBe(3);
        expect(parked.published_at).toBeNull();
        expect(parked.last_error).toBe('record refused by the broker');
        const exposed = await metrics.metrics();
        expect(exposed).toMatch(/^outbox_events_parked_total 1$/m);
        expect(exposed).toMatch(/^outbox_parked_events 1$/m);
      } finally {
        await relay.stop();
      }
    });

    it('when a row fails, then later events of its own aggregate wait until it is parked, and go out after', async () => {
      const relay = await relayWith({
        publisher: picky,
        maxAttempts: 2,
        retryDelayMs: 10,
        pollIntervalMs: 50,
      });
      try {
        const [, laterId = ''] = await database.db
          .transaction()
          .execute((trx) =>
            outbox.add(trx, event('poison'), { ...event('poison-later'), aggregateId: 'poison' }),
          );
        await waitFor(async () => (await outboxRow(laterId)).published_at !== null);
        const later = await outboxRow(laterId);
        const [parked] = await parkedRows();
        expect(parked?.parked_at?.getTime()).toBeLessThanOrEqual(later.published_at?.getTime() ?? 0);
        // Its claims while the poison row failed ahead of it were not attempts.
        expect(later.publish_attempts).toBe(1);
      } finally {
        await relay.stop();
      }
    });

    it('when a parked row is un-parked after the cause is fixed, then the relay publishes it', async () => {
      const relay = await relayWith({ publisher: picky, maxAttempts: 1, pollIntervalMs: 50 });
      try {
        const [poisonId = ''] = await write('poison');
        await waitFor(async () => (await parkedRows()).length === 1);
        refusing = false;
        expect(await unparkOutbox(database.db)).toBe(1);
        await waitFor(async () => (await outboxRow(poisonId)).published_at !== null);
        expect(await keysOn(1)).toEqual(['poison']);
        expect((await outboxRow(poisonId)).parked_at).toBeNull();
      } finally {
        await relay.stop();
      }
    });
  });
});
