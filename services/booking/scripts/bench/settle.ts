import { waitFor } from '@moorline/deploy/src/testing/test-infra';
import { sql, type Kysely } from 'kysely';
import type { BookingServices } from '../../test/support';

async function count(db: Kysely<unknown>, query: ReturnType<typeof sql<{ n: number }>>): Promise<number> {
  const { rows } = await query.execute(db);
  return rows[0]?.n ?? 0;
}

/**
 * Waits until the work a burst of holds left behind is done: booking's relay has published every
 * event and catalog's live map has applied them. Without it, one segment's tail would land on
 * the next (the baseline's included).
 */
export async function settled(services: BookingServices): Promise<void> {
  const bookingDb = services.bookingDb as unknown as Kysely<unknown>;
  const catalogDb = services.catalogDb as unknown as Kysely<unknown>;
  await waitFor(async () => {
    const events = await count(bookingDb, sql`SELECT count(*)::int AS n FROM outbox`);
    const unpublished = await count(
      bookingDb,
      sql`SELECT count(*)::int AS n FROM outbox WHERE published_at IS NULL`,
    );
    const applied = await count(catalogDb, sql`SELECT count(*)::int AS n FROM processed_events`);
    return unpublished === 0 && applied >= events;
  }, 180_000);
}
