import { sql, type Kysely } from 'kysely';

// Issue 30 item 2: a cancelled paid booking is refunded, and the refund is documented by a credit
// note. The credit note is an invoice of kind `credit_note` (negative amounts, naming the invoice
// it corrects) so it takes its number from the seller's same gap-free counter and lists, downloads
// and sums beside invoices. One refund per booking (BookingCancelled is at most once per booking,
// and replays must not refund twice); one credit note per invoice.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE invoices
      ADD COLUMN kind text NOT NULL DEFAULT 'invoice' CHECK (kind IN ('invoice', 'credit_note')),
      ADD COLUMN corrects_invoice_id uuid REFERENCES invoices (id),
      ADD COLUMN corrects_invoice_number text,
      ADD CONSTRAINT invoices_credit_note_corrects CHECK (
        (kind = 'invoice' AND corrects_invoice_id IS NULL AND corrects_invoice_number IS NULL)
        OR (kind = 'credit_note' AND corrects_invoice_id IS NOT NULL AND corrects_invoice_number IS NOT NULL)),
      ADD CONSTRAINT invoices_sign_of_kind CHECK (
        (kind = 'invoice' AND total_minor >= 0) OR (kind = 'credit_note' AND total_minor < 0)),
      DROP CONSTRAINT invoices_payment_id_key`.execute(db);
  // A payment has one invoice and at most one credit note.
  await sql`CREATE UNIQUE INDEX invoices_one_per_payment ON invoices (payment_id) WHERE kind = 'invoice'`.execute(
    db,
  );
  await sql`
    CREATE UNIQUE INDEX invoices_one_credit_note_per_invoice ON invoices (corrects_invoice_id)
      WHERE kind = 'credit_note'`.execute(db);

  // The turnover splits gross (invoices) from refunds (credit notes) from the index alone.
  await sql`DROP INDEX invoices_bay_turnover`.execute(db);
  await sql`
    CREATE INDEX invoices_bay_turnover ON invoices (bay_id, issued_at)
      INCLUDE (kind, currency, total_minor, vat_minor, night_minor, day_minor, mooring_assistance_minor,
               trash_collection_minor)`.execute(db);
  // Money through a partner's embed stays what was invoiced through it (as the bay's gross does).
  await sql`DROP INDEX invoices_bay_embed_turnover`.execute(db);
  await sql`DROP INDEX invoices_embed_turnover`.execute(db);
  await sql`
    CREATE INDEX invoices_bay_embed_turnover ON invoices (bay_id, issued_at)
      INCLUDE (embed_id, currency, total_minor) WHERE embed_id IS NOT NULL AND kind = 'invoice'`.execute(db);
  await sql`
    CREATE INDEX invoices_embed_turnover ON invoices (issued_at)
      INCLUDE (embed_id, currency, total_minor) WHERE embed_id IS NOT NULL AND kind = 'invoice'`.execute(db);

  await sql`
    CREATE TABLE refunds (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      payment_id uuid NOT NULL REFERENCES payments (id),
      booking_id uuid NOT NULL UNIQUE,
      amount_minor integer NOT NULL CHECK (amount_minor > 0),
      currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
      cancelled_by text NOT NULL CHECK (cancelled_by IN ('boater', 'operator')),
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed')),
      provider_refund_id text UNIQUE,
      failure_reason text,
      credit_note_id uuid REFERENCES invoices (id),
      -- The reconciliation job leaves a pending refund alone until then (replicas, retries).
      reconcile_after timestamptz NOT NULL DEFAULT now(),
      created_at timestamptz NOT NULL DEFAULT now(),
      settled_at timestamptz,
      CHECK ((status = 'succeeded') = (credit_note_id IS NOT NULL)),
      CHECK ((status = 'pending') = (settled_at IS NULL))
    )`.execute(db);
  await sql`CREATE INDEX refunds_of_payment ON refunds (payment_id)`.execute(db);
  await sql`CREATE INDEX refunds_to_reconcile ON refunds (reconcile_after) WHERE status = 'pending'`.execute(
    db,
  );

  // The sandbox's books of refunds, as Stripe keeps its Refund objects.
  await sql`
    CREATE TABLE sandbox_refunds (
      refund_id text PRIMARY KEY,
      idempotency_key text NOT NULL UNIQUE,
      payment_intent_id text NOT NULL REFERENCES sandbox_checkouts (payment_intent_id),
      amount_minor integer NOT NULL CHECK (amount_minor > 0),
      currency text NOT NULL,
      reverse_transfer boolean NOT NULL,
      refund_application_fee boolean NOT NULL,
      status text NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed')),
      metadata jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
}
