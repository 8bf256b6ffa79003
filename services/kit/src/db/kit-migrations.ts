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
};
