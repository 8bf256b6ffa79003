import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventsV1, topics } from '@moorline/contracts';
import type { Kafka } from 'kafkajs';
import { sql } from 'kysely';
import { Registry } from 'prom-client';
import { createKafkaPublisher, ensureTopics } from '../src/events/kafka';
import type { EventPublisher } from '../src/events/event-publisher';
import { outbox } from '../src/events/outbox';
import { startOutboxRelay } from '../src/events/outbox-relay';
import { kitDatabase, silentLogger, testKafka, uniqueName, waitFor } from './support';

// The outbox's backlog as Prometheus sees it: rows waiting, the age of the oldest, and what the
// relay published, so a relay that stalls shows before consumers notice missing events.
describe('outbox metrics', () => {
  let kafka: Kafka;
  let publisher: EventPublisher;
  let database: Awaited<ReturnType<typeof kitDatabase>>;
  let namespace: string;

  beforeAll(async () => {
    kafka = testKafka();
    publisher = await createKafkaPublisher(kafka);
    database = await kitDatabase();
    namespace = `${uniqueName('outbox-metrics')}.`;
    await ensureTopics(kafka, [`${namespace}${topics.auth}`], 1);
  });

  afterAll(async () => {
    await publisher.close();
    await database.drop();
  });

  const valueOf = async (metrics: Registry, name: string) =>
    (await metrics.getMetricsAsJSON()).find((one) => one.name === name)?.values[0]?.value;

  it('when rows wait behind a stalled publish, then the backlog and the oldest row’s age show it, and both return to 0 once published', async () => {
    const metrics = new Registry();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const stalled: EventPublisher = {
      async publish(messages) {
        await gate;
        await publisher.publish(messages);
      },
      close: async () => undefined,
    };
    await database.db.transaction().execute((trx) =>
      outbox.add(
        trx,
        ...['a', 'b'].map((userId) => ({
          type: eventsV1.UserRegistered.$type,
          aggregateId: userId,
          payload: eventsV1.UserRegistered.fromPartial({ userId }),
        })),
      ),
    );
    await sql`UPDATE outbox SET occurred_at = now() - interval '90 seconds'`.execute(database.db);
    const relay = await startOutboxRelay({
      db: database.db,
      databaseUrl: database.url,
      publisher: stalled,
      logger: silentLogger,
      topicNamespace: namespace,
      metrics,
    });
    try {
      expect(await valueOf(metrics, 'outbox_unpublished_events')).toBe(2);
      expect(await valueOf(metrics, 'outbox_oldest_unpublished_age_seconds')).toBeGreaterThanOrEqual(90);
      expect(await valueOf(metrics, 'outbox_events_published_total')).toBe(0);
      release();
      await waitFor(async () => (await valueOf(metrics, 'outbox_unpublished_events')) === 0);
      expect(await valueOf(metrics, 'outbox_oldest_unpublished_age_seconds')).toBe(0);
      expect(await valueOf(metrics, 'outbox_events_published_total')).toBe(2);
    } finally {
      release();
      await relay.stop();
    }
  });
});
