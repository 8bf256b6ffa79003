import type { Kysely } from 'kysely';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { KitTables } from '../db/kit.tables';

export interface OutboxMetrics {
  parked(): void;
}

/**
 * The relay's report to Prometheus: how many rows it parked since start, and how many wait
 * parked in the table now (counted at each scrape, so an un-park shows at once).
 */
export function outboxMetrics(registry: Registry, db: Kysely<KitTables>): OutboxMetrics {
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
      const { count } = await db
        .selectFrom('outbox')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('parked_at', 'is not', null)
        .executeTakeFirstOrThrow();
      this.set(Number(count));
    },
  });
  return { parked: () => parkedTotal.inc() };
}
