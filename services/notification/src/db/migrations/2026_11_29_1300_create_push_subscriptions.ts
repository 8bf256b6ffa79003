import { sql, type Kysely } from 'kysely';

// Issue 30 item 4: the browsers a boater allowed Web Push on. One row per endpoint: a push
// service's URL names one browser's subscription, whoever saved it last.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('user_id', 'uuid', (col) => col.notNull())
    .addColumn('endpoint', 'text', (col) => col.notNull().unique())
    .addColumn('p256dh', 'text', (col) => col.notNull())
    .addColumn('auth', 'text', (col) => col.notNull())
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('push_subscriptions_user_idx')
    .on('push_subscriptions')
    .column('user_id')
    .execute();
}
