import { sql, type Kysely } from 'kysely';

// The sandbox provider (ARCHITECTURE §5) keeps its own books, as Stripe would on its side: the
// checkouts it hosts, the connected accounts it onboards and the events it sends. Only the
// sandbox's code reads these tables; the payment code sees them through the provider port.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE sandbox_checkouts (
      session_id text PRIMARY KEY,
      idempotency_key text NOT NULL UNIQUE,
      payment_id uuid NOT NULL,
      booking_id uuid NOT NULL,
      amount_minor integer NOT NULL CHECK (amount_minor >= 0),
      currency text NOT NULL,
      platform_fee_minor integer NOT NULL CHECK (platform_fee_minor >= 0),
      destination_account_id text NOT NULL,
      description text NOT NULL,
      customer_email text NOT NULL,
      language text NOT NULL,
      success_url text NOT NULL,
      cancel_url text NOT NULL,
      expires_at timestamptz NOT NULL,
      session text NOT NULL DEFAULT 'open' CHECK (session IN ('open', 'complete', 'expired')),
      charge text NOT NULL DEFAULT 'none'
        CHECK (charge IN ('none', 'awaiting_confirmation', 'authorized', 'captured', 'voided', 'failed')),
      payment_intent_id text UNIQUE,
      failure_code text,
      card_last4 text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  await sql`
    CREATE TABLE sandbox_accounts (
      account_id text PRIMARY KEY,
      operator_id uuid NOT NULL,
      email text NOT NULL,
      business_name text NOT NULL,
      state text NOT NULL CHECK (state IN ('not_started', 'details_pending', 'ready', 'restricted')),
      missing text[] NOT NULL DEFAULT '{}',
      iban_last4 text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  // One-use, short-lived links to the onboarding page, as Stripe's account links are.
  await sql`
    CREATE TABLE sandbox_onboarding_links (
      token text PRIMARY KEY,
      account_id text NOT NULL REFERENCES sandbox_accounts (account_id),
      return_url text NOT NULL,
      refresh_url text NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    )`.execute(db);

  // Every event the sandbox sent, written in the transaction of the change it reports.
  await sql`
    CREATE TABLE sandbox_events (
      event_id text PRIMARY KEY,
      event_type text NOT NULL,
      body jsonb NOT NULL,
      delivered_at timestamptz,
      attempts integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX sandbox_events_undelivered ON sandbox_events (created_at) WHERE delivered_at IS NULL`.execute(
    db,
  );
}
