import { sql, type Kysely, type Selectable } from 'kysely';
import pg from 'pg';
import type { KitTables, OutboxTable } from '../db/kit.tables';
import type { Logger } from '../logging/logger';
import { eventHeaders } from './event-headers';
import type { EventMessage, EventPublisher } from './event-publisher';
import { outboxChannel } from './outbox';

export interface OutboxRelaySettings {
  db: Kysely<KitTables>;
  /** A URL for the LISTEN connection, which must stay outside the pool. */
  databaseUrl: string;
  publisher: EventPublisher;
  logger: Logger;
  batchSize?: number;
  /** How long a claim lasts; rows of a relay that died unclaim themselves after it. */
  leaseMs?: number;
  /** Safety net beside LISTEN/NOTIFY, and how expired leases get noticed. */
  pollIntervalMs?: number;
  /** Prefix of every topic name, so several environments or test runs can share one cluster. */
  topicNamespace?: string;
}

export interface OutboxRelay {
  /** Publishes everything claimable now; resolves with the number of events published. */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

type OutboxRow = Selectable<OutboxTable>;

/**
 * Claims unpublished rows with FOR UPDATE SKIP LOCKED and a short lease, commits the claim,
 * publishes, then marks them published. No network call happens inside a transaction, and a
 * relay killed between publishing and marking leaves rows whose lease runs out, so the next
 * relay publishes them again: delivery is at-least-once and consumers de-duplicate.
 */
export async function startOutboxRelay(settings: OutboxRelaySettings): Promise<OutboxRelay> {
  const { db, publisher, logger, batchSize = 100, leaseMs = 30_000, pollIntervalMs = 1_000 } = settings;
  const toMessage = messageFor(settings.topicNamespace ?? '');
  let stopped = false;
  let running: Promise<number> | undefined;
  let again = false;

  async function claimBatch(): Promise<OutboxRow[]> {
    const { rows } = await sql<OutboxRow>`
      UPDATE outbox SET claimed_until = now() + ${`${leaseMs} milliseconds`}::interval,
                        publish_attempts = publish_attempts + 1
      WHERE id IN (
        SELECT id FROM outbox
        WHERE published_at IS NULL AND (claimed_until IS NULL OR claimed_until < now())
        ORDER BY id LIMIT ${batchSize}
        FOR UPDATE SKIP LOCKED)
      RETURNING *`.execute(db);
    return rows.sort((a, b) => a.id - b.id);
  }

  async function drainAll(): Promise<number> {
    let published = 0;
    for (;;) {
      const batch = await claimBatch();
      if (batch.length === 0) return published;
      await publisher.publish(batch.map(toMessage));
      await db
        .updateTable('outbox')
        .set({ published_at: sql`now()`, claimed_until: null })
        .where(
          'id',
          'in',
          batch.map((row) => row.id),
        )
        .execute();
      published += batch.length;
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

  const listener = new pg.Client({ connectionString: settings.databaseUrl });
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

const messageFor =
  (topicNamespace: string) =>
  (row: OutboxRow): EventMessage => {
    const headers: Record<string, string> = {
      [eventHeaders.eventId]: row.event_id,
      [eventHeaders.eventType]: row.event_type,
      [eventHeaders.occurredAt]: row.occurred_at.toISOString(),
    };
    if (row.traceparent) headers[eventHeaders.traceparent] = row.traceparent;
    return { topic: `${topicNamespace}${row.topic}`, key: row.aggregate_id, value: row.payload, headers };
  };
