import { sql, type Kysely } from 'kysely';
import type { KitTables } from '../db/kit.tables';
import type { PeriodicJobSpec } from '../runtime/periodic-job';

const day = 24 * 60 * 60 * 1000;

export interface EventRetentionSettings {
  db: Kysely<KitTables>;
  /** Published outbox rows older than this are deleted (default 7 days). */
  outboxMaxAgeMs?: number;
  /**
   * Processed-event records older than this are deleted (default 30 days). Keep it longer than
   * any redelivery can come: the broker's retention, and how long dead letters wait for a redrive.
   */
  processedEventsMaxAgeMs?: number;
  /** Rows deleted per statement, so no delete holds many locks for long. */
  batchSize?: number;
}

export interface RetentionResult {
  outbox: number;
  processedEvents: number;
}

/**
 * Deletes published outbox rows and processed-event records past their age, in small batches.
 * Unpublished and parked rows are never touched. Each batch skips rows another replica is
 * deleting at the same moment, so replicas may run it at once.
 */
export async function deleteExpiredEvents({
  db,
  outboxMaxAgeMs = 7 * day,
  processedEventsMaxAgeMs = 30 * day,
  batchSize = 1_000,
}: EventRetentionSettings): Promise<RetentionResult> {
  const outboxAge = `${outboxMaxAgeMs} milliseconds`;
  const processedAge = `${processedEventsMaxAgeMs} milliseconds`;
  const outbox = await inBatches(batchSize, async () => {
    const result = await sql`
      DELETE FROM outbox WHERE id IN (
        SELECT id FROM outbox
        WHERE published_at IS NOT NULL AND published_at < now() - ${outboxAge}::interval
        LIMIT ${batchSize} FOR UPDATE SKIP LOCKED)`.execute(db);
    return Number(result.numAffectedRows ?? 0);
  });
  const processedEvents = await inBatches(batchSize, async () => {
    const result = await sql`
      DELETE FROM processed_events WHERE (consumer, event_id) IN (
        SELECT consumer, event_id FROM processed_events
        WHERE processed_at < now() - ${processedAge}::interval
        LIMIT ${batchSize} FOR UPDATE SKIP LOCKED)`.execute(db);
    return Number(result.numAffectedRows ?? 0);
  });
  return { outbox, processedEvents };
}

async function inBatches(batchSize: number, deleteBatch: () => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = await deleteBatch();
    total += deleted;
    if (deleted < batchSize) return total;
  }
}

/** The retention as a periodic job of the service runtime (hourly unless told otherwise). */
export function eventRetentionJob(
  settings: EventRetentionSettings,
  intervalMs = 60 * 60 * 1000,
): PeriodicJobSpec {
  return { name: 'event-retention', intervalMs, run: () => deleteExpiredEvents(settings) };
}
