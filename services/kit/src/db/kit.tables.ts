import type { ColumnType, Generated } from 'kysely';

export interface OutboxTable {
  id: Generated<number>;
  event_id: string;
  topic: string;
  event_type: string;
  aggregate_id: string;
  payload: Buffer;
  traceparent: string | null;
  occurred_at: ColumnType<Date, Date | undefined, never>;
  claimed_until: Date | null;
  publish_attempts: Generated<number>;
  published_at: Date | null;
  /** Set when the row gave up publishing after its attempts; redrive un-parks it. */
  parked_at: Date | null;
  last_error: string | null;
}

export interface ProcessedEventTable {
  consumer: string;
  event_id: string;
  processed_at: ColumnType<Date, Date | undefined, never>;
}

/** The tables the kit owns in every service database; a service's table types extend these. */
export interface KitTables {
  outbox: OutboxTable;
  processed_events: ProcessedEventTable;
}
