import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('idempotency_key', 'text', (col) => col.unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('client_ip', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  // The rate limit counts a sender's recent messages by address and by email.
  await sql`CREATE INDEX contact_messages_ip_recent_idx ON contact_messages (client_ip, created_at)`.execute(
    db,
  );
  await sql`CREATE INDEX contact_messages_email_recent_idx ON contact_messages (lower(email), created_at)`.execute(
    db,
  );
}
