import { sql, type Kysely } from 'kysely';

// Issue 27 item 5: money from a booking made through a partner's map embed or link keeps the
// embed's id, from the booking (when its payment starts) onto the payment and its invoice, so a
// bay's turnover and the admin console split it per embed. Null for everything made straight,
// and for what was made before. No foreign key: catalog owns embeds (a deleted one keeps its id
// here).
//
// The per-embed sums read only embed money: a bay's over a range (its turnover page), and every
// bay's over a range (the admin console), each from a small partial index that carries the sums.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE payments ADD COLUMN embed_id uuid`.execute(db);
  await sql`ALTER TABLE invoices ADD COLUMN embed_id uuid`.execute(db);
  await sql`
    CREATE INDEX invoices_bay_embed_turnover ON invoices (bay_id, issued_at)
      INCLUDE (embed_id, currency, total_minor) WHERE embed_id IS NOT NULL`.execute(db);
  await sql`
    CREATE INDEX invoices_embed_turnover ON invoices (issued_at)
      INCLUDE (embed_id, currency, total_minor) WHERE embed_id IS NOT NULL`.execute(db);
}
