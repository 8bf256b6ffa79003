import { sql, type Kysely } from 'kysely';

// Issue 13 item 4: one row per attempt to pay for a booking. Amount, currency and the invoice's
// facts are copied from the booking service's answer when checkout starts, never from a request.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE payments (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      booking_id uuid NOT NULL,
      user_id uuid NOT NULL,
      idempotency_key text NOT NULL,
      status text NOT NULL DEFAULT 'pending'
        CHECK (status IN ('pending', 'authorized', 'captured', 'voided', 'failed', 'expired')),
      provider text NOT NULL CHECK (provider IN ('sandbox', 'stripe')),
      amount_minor integer NOT NULL CHECK (amount_minor >= 0),
      currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
      platform_fee_minor integer NOT NULL CHECK (platform_fee_minor >= 0 AND platform_fee_minor <= amount_minor),
      operator_id uuid NOT NULL,
      bay_id uuid NOT NULL,
      destination_account_id text NOT NULL,
      language text NOT NULL CHECK (language IN ('en', 'sl', 'hr', 'it')),
      boater_email text NOT NULL,
      hold_expires_at timestamptz NOT NULL,
      terms_accepted_at timestamptz NOT NULL,
      invoice_facts jsonb NOT NULL,
      checkout_session_id text UNIQUE,
      checkout_url text,
      provider_payment_id text,
      -- What the booking service said became of the booking (its events): capture or void follow.
      booking_outcome text CHECK (booking_outcome IN ('confirmed', 'expired', 'failed')),
      failure_code text,
      authorized_at timestamptz,
      captured_at timestamptz,
      voided_at timestamptz,
      -- The reconciliation job leaves a row alone until then, so replicas do not repeat each other.
      reconcile_after timestamptz NOT NULL DEFAULT now(),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (user_id, idempotency_key)
    )`.execute(db);
  // At most one payment per booking that can still take or has taken money.
  await sql`
    CREATE UNIQUE INDEX payments_one_live_per_booking ON payments (booking_id)
      WHERE status IN ('pending', 'authorized', 'captured')`.execute(db);
  await sql`
    CREATE INDEX payments_to_reconcile ON payments (reconcile_after)
      WHERE status IN ('pending', 'authorized')`.execute(db);

  // Provider webhook events already applied: the insert is in the same transaction as the effect.
  await sql`
    CREATE TABLE provider_events (
      event_id text PRIMARY KEY,
      event_type text NOT NULL,
      received_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  await sql`
    CREATE TABLE connected_accounts (
      operator_id uuid PRIMARY KEY,
      provider text NOT NULL CHECK (provider IN ('sandbox', 'stripe')),
      account_id text NOT NULL UNIQUE,
      state text NOT NULL CHECK (state IN ('details_pending', 'ready', 'restricted')),
      missing text[] NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  // Gap-free numbers: the counter row is taken in the invoice's own transaction, so a rollback
  // gives its number back.
  await sql`
    CREATE TABLE invoice_counters (
      operator_id uuid NOT NULL,
      year integer NOT NULL,
      last_number integer NOT NULL CHECK (last_number >= 0),
      PRIMARY KEY (operator_id, year)
    )`.execute(db);
  await sql`
    CREATE TABLE invoices (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      payment_id uuid NOT NULL UNIQUE REFERENCES payments (id),
      booking_id uuid NOT NULL,
      user_id uuid NOT NULL,
      operator_id uuid NOT NULL,
      bay_id uuid NOT NULL,
      year integer NOT NULL,
      sequence integer NOT NULL CHECK (sequence > 0),
      number text NOT NULL,
      seller_name text NOT NULL,
      language text NOT NULL,
      total_minor integer NOT NULL,
      vat_minor integer NOT NULL,
      currency text NOT NULL,
      pdf bytea NOT NULL,
      issued_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (operator_id, year, sequence)
    )`.execute(db);
  await sql`CREATE INDEX invoices_booking_idx ON invoices (booking_id)`.execute(db);
}
