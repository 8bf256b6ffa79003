import type { Kysely } from 'kysely';
import pg from 'pg';
import { Registry } from 'prom-client';
import { pgConnection, type DatabaseTls } from '../db/database-tls';
import type { KitTables } from '../db/kit.tables';
import type { Logger } from '../logging/logger';
import type { EventPublisher } from './event-publisher';
import { outboxChannel } from './outbox';
import { outboxRowPublisher } from './outbox-messages';
import { outboxMetrics } from './outbox-metrics';
import { isBrokerUnreachable } from './transient-errors';
import { claimRows, markPublished, parkRow, holdUntried, retryLater, type OutboxRow } from './outbox-rows';

export interface OutboxRelaySettings {
  db: Kysely<KitTables>;
  /** A URL for the LISTEN connection, which must stay outside the pool. */
  databaseUrl: string;
  /** As the pool's, so the LISTEN connection is encrypted and checked like every other. */
  databaseTls?: DatabaseTls;
  publisher: EventPublisher;
  logger: Logger;
  batchSize?: number;
  /** How long a claim lasts; rows of a relay that died unclaim themselves after it. */
  leaseMs?: number;
  /** Safety net beside LISTEN/NOTIFY, and how expired leases get noticed. */
  pollIntervalMs?: number;
  /** Prefix of every topic name, so several environments or test runs can share one cluster. */
  topicNamespace?: string;
  /** Attempts after which a row that fails to publish is parked (default 10). */
  maxAttempts?: number;
  /** Wait before a failed row's next attempt, doubled each time up to a minute (default 1 s). */
  retryDelayMs?: number;
  /** Where the outbox counters and gauges are registered (the service's /metrics registry). */
  metrics?: Registry;
}

export interface OutboxRelay {
  /** Publishes everything claimable now; resolves with the number of events published. */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

const maxRetryDelayMs = 60_000;

/**
 * Claims unpublished rows with FOR UPDATE SKIP LOCKED and a short lease, commits the claim,
 * publishes, then marks them published. No network call happens inside a transaction, and a
 * relay killed between publishing and marking leaves rows whose lease runs out, so the next
 * relay publishes them again: delivery is at-least-once and consumers de-duplicate. A batch the
 * publisher refuses is tried row by row, so one row that can never publish holds up only the
 * later rows of its own aggregate, and after `maxAttempts` it is parked and reported.
 */
export async function startOutboxRelay(settings: OutboxRelaySettings): Promise<OutboxRelay> {
  const { db, publisher, logger, batchSize = 100, leaseMs = 30_000, pollIntervalMs = 1_000 } = settings;
  const { maxAttempts = 10, retryDelayMs = 1_000 } = settings;
  const publishRows = outboxRowPublisher(publisher, settings.topicNamespace ?? '');
  const metrics = outboxMetrics(settings.metrics ?? new Registry(), db);
  let stopped = false;
  let running: Promise<number> | undefined;
  let again = false;

  /** Schedules the failed row's next attempt or parks it; resolves with the wait (0 once parked). */
  async function failed(row: OutboxRow, error: unknown): Promise<number> {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    if (row.publish_attempts < maxAttempts) {
      const delay = Math.min(retryDelayMs * 2 ** (row.publish_attempts - 1), maxRetryDelayMs);
      await retryLater(db, row.id, delay, reason);
      return delay;
    }
    await parkRow(db, row.id, reason);
    metrics.parked();
    logger.error(
      {
        eventId: row.event_id,
        eventType: row.event_type,
        topic: row.topic,
        attempts: row.publish_attempts,
        err: error,
      },
      'outbox event parked: it could not be published; redrive it once the cause is fixed',
    );
    return 0;
  }

  /** Kafka is down: the rows not yet published wait, and the claim counts as no attempt. */
  async function outage(rest: OutboxRow[], error: unknown, published: number): Promise<number> {
    logger.warn(
      { err: error, rows: rest.length },
      'outbox relay cannot reach Kafka; rows wait without losing attempts',
    );
    await holdUntried(
      db,
      rest.map((row) => row.id),
      retryDelayMs,
    );
    return published;
  }

  /** After a refused batch: each row alone, in order, skipping aggregates that already failed. */
  async function publishOneByOne(batch: OutboxRow[]): Promise<number> {
    const waitOf = new Map<string, number>();
    let published = 0;
    for (const row of batch) {
      const wait = waitOf.get(row.aggregate_id);
      if (wait !== undefined) {
        await holdUntried(db, [row.id], wait);
        continue;
      }
      try {
        await publishRows([row]);
        await markPublished(db, [row.id]);
        published += 1;
      } catch (error) {
        if (isBrokerUnreachable(error)) return outage(batch.slice(batch.indexOf(row)), error, published);
        waitOf.set(row.aggregate_id, await failed(row, error));
      }
    }
    return published;
  }

  async function publishBatch(batch: OutboxRow[]): Promise<number> {
    try {
      await publishRows(batch);
    } catch (error) {
      logger.warn({ err: error, rows: batch.length }, 'outbox batch refused; publishing its rows one by one');
      return publishOneByOne(batch);
    }
    await markPublished(
      db,
      batch.map((row) => row.id),
    );
    return batch.length;
  }

  async function drainAll(): Promise<number> {
    let published = 0;
    for (;;) {
      const batch = await claimRows(db, batchSize, leaseMs);
      if (batch.length === 0) return published;
      const count = await publishBatch(batch);
      metrics.published(count);
      published += count;
      if (batch.length < batchSize) return published;
    }
  }

  /** One drain at a time; a wake-up during a drain schedules one more pass. */
  function drain(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = drainAll()
      .catch((error: unknown) => {
        logger.error({ err: error }, 'outbox relay pass failed; rows stay unpublished and will be retried');
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (again && !stopped) {
          again = false;
          void drain();
        }
      });
    return running;
  }

  const listener = new pg.Client(pgConnection(settings.databaseUrl, settings.databaseTls));
  listener.on('notification', () => void drain());
  listener.on('error', (error) =>
    logger.warn({ err: error }, 'outbox LISTEN connection failed; polling continues'),
  );
  await listener.connect();
  await listener.query(`LISTEN ${outboxChannel}`);
  const timer = setInterval(() => void drain(), pollIntervalMs);
  void drain();

  return {
    drain,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await listener.end().catch(() => undefined);
      await running;
    },
  };
}
