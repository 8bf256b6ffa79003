import { sql, type Kysely } from 'kysely';

// Issue 28 item 2: the checkout says by when to pay beside its pay button, as Stripe's
// custom_text.submit.message does; the sandbox keeps the same text for its page.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE sandbox_checkouts ADD COLUMN submit_message text NOT NULL DEFAULT ''`.execute(db);
}
