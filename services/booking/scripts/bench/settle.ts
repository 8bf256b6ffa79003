import { waitFor } from '@moorline/deploy/src/testing/test-infra';
import { sql, type Kysely } from 'kysely';
import type { BenchStores } from './bench-fleet';

async function count(db: Kysely<unknown>, query: ReturnType<typeof sql<{ n: number }>>): Promise<number> {
  const { rows } = await query.execute(db);
  return rows[0]?.n ?? 0;
}

/**
 * Waits until the work a burst of holds left behind is done: booking's relay has published every
 * event, catalog's live map has applied them and catalog's relay has published the status
 * changes (the BFF's live feed reads those). Without it, one segment's tail would land on the
 * next (the baseline's included).
 */
export async function settled(stores: Pick<BenchStores, 'bookingDb' | 'catalogDb'>): Promise<void> {
  const bookingDb = stores.bookingDb as unknown as Kysely<unknown>;
  const catalogDb = stores.catalogDb as unknown as Kysely<unknown>;
  await waitFor(async () => {
    const events = await count(bookingDb, sql`SELECT count(*)::int AS n FROM outbox`);
    const unpublished = await count(
      bookingDb,
      sql`SELECT count(*)::int AS n FROM outbox WHERE published_at IS NULL`,
    );
    const applied = await count(catalogDb, sql`SELECT count(*)::int AS n FROM processed_events`);
    const catalogUnpublished = await count(
      catalogDb,
      sql`SELECT count(*)::int AS n FROM outbox WHERE published_at IS NULL`,
    );
    return unpublished === 0 && applied >= events && catalogUnpublished === 0;
  }, 180_000);
}
