import { encodeEvent, eventTopics, type DomainEvent } from '@moorline/contracts';
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { KitTables } from '../db/kit.tables';
import { currentTraceparent } from '../telemetry/trace-context';

export const outboxChannel = 'moorline_outbox';

/**
 * Writes events into the outbox. Pass the business transaction: the rows commit or roll back
 * with the state change they describe. Each event's topic and bytes come from the contracts'
 * registry, so a producer names only the type, the aggregate and the typed payload. The trace
 * context is kept so consumers join the trace of the request that caused the event, and NOTIFY
 * wakes the relay once the transaction commits. Resolves with the event ids, in order.
 */
async function add<Tables extends KitTables>(
  trx: Transaction<Tables>,
  ...events: DomainEvent[]
): Promise<string[]> {
  if (events.length === 0) return [];
  const traceparent = currentTraceparent() ?? null;
  const rows = events.map((event) => ({
    event_id: randomUUID(),
    topic: eventTopics[event.type],
    event_type: event.type,
    aggregate_id: event.aggregateId,
    payload: Buffer.from(encodeEvent(event.type, event.payload)),
    traceparent,
  }));
  // Every service schema holds the kit's tables; kysely cannot see that through a generic.
  const kitTrx = trx as unknown as Kysely<KitTables>;
  // One round trip: a data-modifying WITH runs whether or not the SELECT reads it.
  const insert = kitTrx.insertInto('outbox').values(rows);
  await sql`WITH written AS (${insert}) SELECT pg_notify(${outboxChannel}, '')`.execute(kitTrx);
  return rows.map((row) => row.event_id);
}

/** The one way a producer emits events: `outbox.add(trx, { type, aggregateId, payload })`. */
export const outbox = { add };
