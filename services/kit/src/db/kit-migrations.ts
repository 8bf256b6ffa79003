import { sql, type Kysely, type Migration } from 'kysely';

/** Tables every service has: the transactional outbox and the consumer's record of applied events. */
export const kitMigrations: Record<string, Migration> = {
  '2026_11_22_0000_kit_create_outbox': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('outbox')
        .addColumn('id', 'bigserial', (col) => col.primaryKey())
        .addColumn('event_id', 'uuid', (col) => col.notNull().unique())
        .addColumn('topic', 'text', (col) => col.notNull())
        .addColumn('event_type', 'text', (col) => col.notNull())
        .addColumn('aggregate_id', 'text', (col) => col.notNull())
        .addColumn('payload', 'bytea', (col) => col.notNull())
        .addColumn('traceparent', 'text')
        .addColumn('occurred_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
        .addColumn('claimed_until', 'timestamptz')
        .addColumn('publish_attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('published_at', 'timestamptz')
        .execute();
      await sql`CREATE INDEX outbox_unpublished_idx ON outbox (id) WHERE published_at IS NULL`.execute(db);
    },
  },
  '2026_11_22_0001_kit_create_processed_events': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('processed_events')
        .addColumn('consumer', 'text', (col) => col.notNull())
        .addColumn('event_id', 'uuid', (col) => col.notNull())
        .addColumn('processed_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
        .addPrimaryKeyConstraint('processed_events_pk', ['consumer', 'event_id'])
        .execute();
    },
  },
  // A row that never publishes is parked after its attempts, so the rows behind it go on; the
  // retention job deletes published rows and old processed records by age, hence the indexes.
  '2026_11_23_0000_kit_outbox_parking_and_retention': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('outbox')
        .addColumn('parked_at', 'timestamptz')
        .addColumn('last_error', 'text')
        .execute();
      await sql`CREATE INDEX outbox_parked_idx ON outbox (id) WHERE parked_at IS NOT NULL`.execute(db);
      await sql`CREATE INDEX outbox_published_at_idx ON outbox (published_at) WHERE published_at IS NOT NULL`.execute(
        db,
      );
      await sql`CREATE INDEX processed_events_processed_at_idx ON processed_events (processed_at)`.execute(
        db,
      );
    },
  },
};
