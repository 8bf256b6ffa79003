import { sql, type Kysely } from 'kysely';

// Issue 11 item 4: an idempotency key belongs to its sender (the email), not to everyone, and a
// key reused with another body must be told apart from a retry, so the body's digest is kept.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE contact_messages DROP CONSTRAINT contact_messages_idempotency_key_key`.execute(db);
  await db.schema.alterTable('contact_messages').addColumn('request_digest', 'text').execute();
  await sql`CREATE UNIQUE INDEX contact_messages_sender_key_idx
    ON contact_messages (lower(email), idempotency_key) WHERE idempotency_key IS NOT NULL`.execute(db);
}
