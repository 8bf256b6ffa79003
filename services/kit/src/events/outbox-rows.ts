import { sql, type Kysely, type Selectable } from 'kysely';
import type { KitTables, OutboxTable } from '../db/kit.tables';
import { outboxChannel } from './outbox';

export type OutboxRow = Selectable<OutboxTable>;

/**
 * Claims the oldest unpublished, unparked rows whose lease ran out, and counts the claim as an
 * attempt. The claim commits at once: no network call happens inside a transaction.
 */
export async function claimRows(
  db: Kysely<KitTables>,
  batchSize: number,
  leaseMs: number,
): Promise<OutboxRow[]> {
  const { rows } = await sql<OutboxRow>`
    UPDATE outbox SET claimed_until = now() + ${`${leaseMs} milliseconds`}::interval,
                      publish_attempts = publish_attempts + 1
    WHERE id IN (
      SELECT id FROM outbox
      WHERE published_at IS NULL AND parked_at IS NULL
        AND (claimed_until IS NULL OR claimed_until < now())
      ORDER BY id LIMIT ${batchSize}
      FOR UPDATE SKIP LOCKED)
    RETURNING *`.execute(db);
  return rows.sort((a, b) => a.id - b.id);
}

export async function markPublished(db: Kysely<KitTables>, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('outbox')
    .set({ published_at: sql`now()`, claimed_until: null, last_error: null })
    .where('id', 'in', ids)
    .execute();
}

/** A failed row waits `delayMs` before the next claim, its attempt counted. */
export async function retryLater(db: Kysely<KitTables>, id: number, delayMs: number, error: string) {
  await db
    .updateTable('outbox')
    .set({ claimed_until: sql`now() + ${`${delayMs} milliseconds`}::interval`, last_error: error })
    .where('id', '=', id)
    .execute();
}

/**
 * A row that was claimed but not tried, because an earlier event of its aggregate failed: the
 * claim is no attempt, and it waits as long as that earlier row (`delayMs`, 0 once it is parked).
 */
export async function holdUntried(db: Kysely<KitTables>, ids: number[], delayMs: number): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('outbox')
    .set({
      claimed_until: delayMs > 0 ? sql`now() + ${`${delayMs} milliseconds`}::interval` : null,
      publish_attempts: sql`publish_attempts - 1`,
    })
    .where('id', 'in', ids)
    .execute();
}

/** Gives up on a row: it stays in the table, out of the relay's way, until someone un-parks it. */
export async function parkRow(db: Kysely<KitTables>, id: number, error: string): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ parked_at: sql`now()`, claimed_until: null, last_error: error })
    .where('id', '=', id)
    .execute();
}

/**
 * Puts parked rows (all, or those with the given event ids) back in line with fresh attempts;
 * resolves with how many. The relay publishes them on its next pass.
 */
export async function unparkOutbox(db: Kysely<KitTables>, eventIds?: string[]): Promise<number> {
  const result = await db
    .updateTable('outbox')
    .set({ parked_at: null, publish_attempts: 0, claimed_until: null })
    .where('parked_at', 'is not', null)
    .$if(eventIds !== undefined, (query) => query.where('event_id', 'in', eventIds ?? []))
    .executeTakeFirst();
  const unparked = Number(result.numUpdatedRows);
  if (unparked > 0) await sql`SELECT pg_notify(${outboxChannel}, '')`.execute(db);
  return unparked;
}
