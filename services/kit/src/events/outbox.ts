import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { KitTables } from '../db/kit.tables';
import { currentTraceparent } from '../telemetry/trace-context';

export const outboxChannel = 'moorline_outbox';

export interface NewEvent {
  topic: string;
  /** Fully qualified protobuf message name, e.g. moorline.events.v1.UserRegistered. */
  eventType: string;
  aggregateId: string;
  payload: Uint8Array;
}

/**
 * Writes events into the outbox. Pass the business transaction: the rows commit or roll back
 * with the state change they describe. The trace context is kept so consumers join the trace
 * of the request that caused the event, and NOTIFY wakes the relay once the transaction commits.
 */
export async function appendToOutbox<Tables extends KitTables>(
  trx: Transaction<Tables>,
  events: NewEvent[],
): Promise<string[]> {
  if (events.length === 0) return [];
  const traceparent = currentTraceparent() ?? null;
  const rows = events.map((event) => ({
    event_id: randomUUID(),
    topic: event.topic,
    event_type: event.eventType,
    aggregate_id: event.aggregateId,
    payload: Buffer.from(event.payload),
    traceparent,
  }));
  // Every service schema holds the kit's tables; kysely cannot see that through a generic.
  const kitTrx = trx as unknown as Kysely<KitTables>;
  await kitTrx.insertInto('outbox').values(rows).execute();
  await sql`SELECT pg_notify(${outboxChannel}, '')`.execute(kitTrx);
  return rows.map((row) => row.event_id);
}
