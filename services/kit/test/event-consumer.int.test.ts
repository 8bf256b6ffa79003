import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { encodeEvent, eventsV1, type EventType } from '@moorline/contracts';
import type { Kafka, Producer } from 'kafkajs';
import { sql, type Transaction } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { EventHandler, EventHandlers } from '../src/events/consumed-event';
import { startEventConsumer, type EventConsumer } from '../src/events/event-consumer';
import type { KitTables } from '../src/db/kit.tables';
import { kitDatabase, newTopic, readTopic, silentLogger, testKafka, uniqueName, waitFor } from './support';

interface AppliedTable {
  applied: { event_id: string; aggregate_id: string };
}
type Tables = KitTables & AppliedTable;

describe('event consumer', () => {
  let kafka: Kafka;
  let producer: Producer;
  let database: Awaited<ReturnType<typeof kitDatabase<AppliedTable>>>;

  beforeAll(async () => {
    kafka = testKafka();
    producer = kafka.producer();
    await producer.connect();
    database = await kitDatabase<AppliedTable>();
    await sql`CREATE TABLE applied (event_id uuid NOT NULL, aggregate_id text NOT NULL)`.execute(database.db);
  });

  afterAll(async () => {
    await producer.disconnect();
    await database.drop();
  });

  // The events of these tests: UserRegistered is applied, EmailVerified is the one that fails.
  const applied = eventsV1.UserRegistered.$type;
  const failing = eventsV1.EmailVerified.$type;

  // Records the decoded payload's email, which the sender sets to the aggregate id.
  const record: EventHandler<typeof applied, Transaction<Tables>> = async (event, trx) => {
    await trx
      .insertInto('applied')
      .values({ event_id: event.eventId, aggregate_id: event.payload.email })
      .execute();
  };

  async function sendRaw(topic: string, aggregateId: string, eventType: string, value: Buffer) {
    const eventId = randomUUID();
    const headers = { 'event-id': eventId, 'event-type': eventType, 'occurred-at': new Date().toISOString() };
    await producer.send({ topic, messages: [{ key: aggregateId, value, headers }] });
    return eventId;
  }

  async function send(
    topic: string,
    aggregateId: string,
    eventId = randomUUID(),
    eventType: EventType = applied,
  ) {
    const payload = eventsV1.UserRegistered.fromPartial({ userId: aggregateId, email: aggregateId });
    await producer.send({
      topic,
      messages: [
        {
          key: aggregateId,
          value: Buffer.from(encodeEvent(applied, payload)),
          headers: { 'event-id': eventId, 'event-type': eventType, 'occurred-at': new Date().toISOString() },
        },
      ],
    });
    return eventId;
  }

  async function deadLetters(topic: string, count: number) {
    const records = await readTopic(kafka, `${topic}.dlq`, count);
    return records.map((record) => eventsV1.DeadLetter.decode(record.value ?? Buffer.alloc(0)));
  }

  async function appliedFor(aggregateId: string) {
    return database.db.selectFrom('applied').selectAll().where('aggregate_id', '=', aggregateId).execute();
  }

  async function consume(
    topic: string,
    handlers: EventHandlers<Transaction<Tables>>,
  ): Promise<EventConsumer> {
    return startEventConsumer<Tables>({
      kafka,
      db: database.db,
      consumerName: uniqueName('consumer'),
      topics: [topic],
      handlers,
      logger: silentLogger,
      attempts: 3,
      initialBackoffMs: 20,
    });
  }

  it('when the same event is delivered twice, then it is applied once', async () => {
    const topic = await newTopic(kafka, 'dup');
    const duplicated = await send(topic, 'dup-1');
    await send(topic, 'dup-1', duplicated);
    await send(topic, 'sentinel');
    const consumer = await consume(topic, { [applied]: record });
    try {
      await waitFor(async () => (await appliedFor('sentinel')).length === 1);
      expect(await appliedFor('dup-1')).toHaveLength(1);
    } finally {
      await consumer.stop();
    }
  });

  it('when a handler keeps failing, then the event goes to the dead-letter topic after the retries and the next event is applied', async () => {
    const topic = await newTopic(kafka, 'poison');
    let poisonAttempts = 0;
    const poisonId = await send(topic, 'poison', randomUUID(), failing);
    await send(topic, 'after-poison');
    const consumer = await consume(topic, {
      [applied]: record,
      [failing]: async () => {
        poisonAttempts += 1;
        throw new Error('cannot apply this event');
      },
    });
    try {
      await waitFor(async () => (await appliedFor('after-poison')).length === 1);
      expect(poisonAttempts).toBe(3);
      const [parked] = await readTopic(kafka, `${topic}.dlq`, 1);
      const letter = eventsV1.DeadLetter.decode(parked?.value ?? Buffer.alloc(0));
      expect(letter.envelope?.eventId).toBe(poisonId);
      expect(letter.envelope?.eventType).toBe(failing);
      expect(letter.errorMessage).toBe('cannot apply this event');
      expect(letter.attempts).toBe(3);
      expect(letter.sourceTopic).toBe(topic);
      const processed = await database.db
        .selectFrom('processed_events')
        .select('event_id')
        .where('event_id', '=', poisonId)
        .execute();
      expect(processed).toHaveLength(0);
    } finally {
      await consumer.stop();
    }
  });

  it('when a handler fails once, then the retry applies the event once and rolls back the failed attempt', async () => {
    const topic = await newTopic(kafka, 'transient');
    let calls = 0;
    await send(topic, 'flaky');
    const consumer = await consume(topic, {
      [applied]: async (event, trx) => {
        calls += 1;
        await record(event, trx);
        if (calls === 1) throw new Error('transient failure after writing');
      },
    });
    try {
      await waitFor(() => calls >= 2);
      await waitFor(async () => (await appliedFor('flaky')).length >= 1);
      expect(await appliedFor('flaky')).toHaveLength(1);
    } finally {
      await consumer.stop();
    }
  });

  it('when the database fails transiently more often than the attempts allow, then the event waits and is applied, not parked', async () => {
    const topic = await newTopic(kafka, 'outage');
    let failures = 0;
    await send(topic, 'during-outage');
    const consumer = await consume(topic, {
      [applied]: async (event, trx) => {
        if (failures < 5) {
          failures += 1;
          throw Object.assign(new Error('connection to the database was lost'), { code: '08006' });
        }
        await record(event, trx);
      },
    });
    try {
      await waitFor(async () => (await appliedFor('during-outage')).length === 1);
      expect(failures).toBe(5);
      // A record that is surely dead-lettered, sent after under the same key (so the same
      // dead-letter partition, in order): the first dead letter being this marker shows the
      // event of the outage was not parked before it.
      const markerId = await sendRaw(
        topic,
        'during-outage',
        'moorline.events.v1.NoSuchEvent',
        Buffer.from([8, 1]),
      );
      const [first] = await deadLetters(topic, 1);
      expect(first?.envelope?.eventId).toBe(markerId);
    } finally {
      await consumer.stop();
    }
  });

  it('when a message has no envelope headers, then it is parked and the consumer goes on', async () => {
    const topic = await newTopic(kafka, 'malformed');
    await producer.send({ topic, messages: [{ key: 'bad', value: Buffer.from('garbage') }] });
    await send(topic, 'after-malformed');
    const consumer = await consume(topic, { [applied]: record });
    try {
      await waitFor(async () => (await appliedFor('after-malformed')).length === 1);
      const [parked] = await readTopic(kafka, `${topic}.dlq`, 1);
      const letter = eventsV1.DeadLetter.decode(parked?.value ?? Buffer.alloc(0));
      expect(parked?.key?.toString()).toBe('bad');
      expect(letter.errorMessage).toMatch(/malformed/);
      expect(letter.envelope?.payload.toString()).toBe('garbage');
    } finally {
      await consumer.stop();
    }
  });

  it('when an event type is unknown to the registry, then it goes to the dead-letter topic and the next event is applied', async () => {
    const topic = await newTopic(kafka, 'unknown-type');
    const unknownId = await sendRaw(topic, 'stranger', 'moorline.events.v1.NoSuchEvent', Buffer.from([8, 1]));
    await send(topic, 'after-unknown');
    const consumer = await consume(topic, { [applied]: record });
    try {
      await waitFor(async () => (await appliedFor('after-unknown')).length === 1);
      const [letter] = await deadLetters(topic, 1);
      expect(letter?.envelope?.eventId).toBe(unknownId);
      expect(letter?.errorMessage).toBe('unknown event type "moorline.events.v1.NoSuchEvent"');
    } finally {
      await consumer.stop();
    }
  });

  it('when a payload does not decode as its type, then it goes to the dead-letter topic and the next event is applied', async () => {
    const topic = await newTopic(kafka, 'garbage');
    const garbageId = await sendRaw(topic, 'garbled', applied, Buffer.from('garbage'));
    await send(topic, 'after-garbage');
    let handled = 0;
    const consumer = await consume(topic, {
      [applied]: async (event, trx) => {
        handled += 1;
        await record(event, trx);
      },
    });
    try {
      await waitFor(async () => (await appliedFor('after-garbage')).length === 1);
      const [letter] = await deadLetters(topic, 1);
      expect(letter?.envelope?.eventId).toBe(garbageId);
      expect(letter?.errorMessage).toMatch(/^undecodable payload for moorline\.events\.v1\.UserRegistered/);
      expect(letter?.envelope?.payload.toString()).toBe('garbage');
      expect(handled).toBe(1);
    } finally {
      await consumer.stop();
    }
  });
});
