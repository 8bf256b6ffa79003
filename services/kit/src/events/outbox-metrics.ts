import { sql, type Kysely } from 'kysely';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { KitTables } from '../db/kit.tables';

export interface OutboxMetrics {
  published(count: number): void;
  parked(): void;
}

/**
 * The relay's report to Prometheus: rows it published and parked since start, and, read from the
 * table at each scrape (so an un-park or a stalled relay shows at once), the rows waiting to be
 * published, how long the oldest of them has waited, and the rows parked for a redrive.
 */
export function outboxMetrics(registry: Registry, db: Kysely<KitTables>): OutboxMetrics {
  const publishedTotal = new Counter({
    name: 'outbox_events_published_total',
    help: 'Outbox rows this process published to Kafka',
    registers: [registry],
  });
  const parkedTotal = new Counter({
    name: 'outbox_events_parked_total',
    help: 'Outbox rows this process parked after their publish attempts ran out',
    registers: [registry],
  });
  new Gauge({
    name: 'outbox_parked_events',
    help: 'Outbox rows parked now, waiting for a redrive',
    registers: [registry],
    async collect() {
      this.set(await countRows(db, 'parked'));
    },
  });
  new Gauge({
    name: 'outbox_unpublished_events',
    help: 'Outbox rows waiting to be published (parked rows not included)',
    registers: [registry],
    async collect() {
      this.set(await countRows(db, 'waiting'));
    },
  });
  new Gauge({
    name: 'outbox_oldest_unpublished_age_seconds',
    help: 'How long the oldest outbox row waiting to be published has waited; 0 when none waits',
    registers: [registry],
    async collect() {
      // Database time on both ends, so a skewed clock on this host cannot make an age up.
      const { age } = await db
        .selectFrom('outbox')
        .select(sql<string | null>`extract(epoch from now() - min(occurred_at))`.as('age'))
        .where('published_at', 'is', null)
        .where('parked_at', 'is', null)
        .executeTakeFirstOrThrow();
      this.set(age === null ? 0 : Math.max(0, Number(age)));
    },
  });
  return { published: (count) => publishedTotal.inc(count), parked: () => parkedTotal.inc() };
}

async function countRows(db: Kysely<KitTables>, which: 'parked' | 'waiting'): Promise<number> {
  const query = db.selectFrom('outbox').select((eb) => eb.fn.countAll<string>().as('count'));
  const { count } = await (
    which === 'parked'
      ? query.where('parked_at', 'is not', null)
      : query.where('published_at', 'is', null).where('parked_at', 'is', null)
  ).executeTakeFirstOrThrow();
  return Number(count);
}
