import type { ColumnType, Generated } from 'kysely';
import type { InterfaceLanguage } from '@moorline/contracts';
import type { AccountState } from '../provider/payment-provider';

/** Where the money of a sandbox checkout stands; `awaiting_confirmation` is the card's extra step. */
export type SandboxCharge =
  'none' | 'awaiting_confirmation' | 'authorized' | 'captured' | 'voided' | 'failed';

export interface SandboxCheckoutTable {
  session_id: string;
  idempotency_key: string;
  payment_id: string;
  booking_id: string;
  amount_minor: number;
  currency: string;
  platform_fee_minor: number;
  destination_account_id: string;
  description: string;
  customer_email: string;
  language: InterfaceLanguage;
  success_url: string;
  cancel_url: string;
  expires_at: Date;
  /** Shown beside the pay button: by when to pay (Stripe's custom_text.submit.message). */
  submit_message: ColumnType<string, string | undefined, never>;
  session: ColumnType<'open' | 'complete' | 'expired', undefined, 'open' | 'complete' | 'expired'>;
  charge: ColumnType<SandboxCharge, undefined, SandboxCharge>;
  payment_intent_id: string | null;
  failure_code: 'payment_declined' | 'insufficient_funds' | null;
  card_last4: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface SandboxAccountTable {
  account_id: string;
  operator_id: string;
  email: string;
  business_name: string;
  state: AccountState['state'];
  missing: ColumnType<string[], string[] | undefined, string[]>;
  iban_last4: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface SandboxOnboardingLinkTable {
  token: string;
  account_id: string;
  return_url: string;
  refresh_url: string;
  expires_at: Date;
  used_at: Date | null;
}

export interface SandboxEventTable {
  event_id: string;
  event_type: string;
  body: ColumnType<unknown, string, never>;
  delivered_at: Date | null;
  attempts: Generated<number>;
  created_at: Generated<Date>;
}

/** A refund of a captured sandbox charge, as Stripe's Refund object. */
export interface SandboxRefundTable {
  refund_id: string;
  idempotency_key: string;
  payment_intent_id: string;
  amount_minor: number;
  currency: string;
  reverse_transfer: boolean;
  refund_application_fee: boolean;
  status: 'pending' | 'succeeded' | 'failed';
  metadata: ColumnType<Record<string, string>, string, never>;
  created_at: Generated<Date>;
}

/** The sandbox provider's own books (see its migrations). */
export interface SandboxTables {
  sandbox_refunds: SandboxRefundTable;
  sandbox_checkouts: SandboxCheckoutTable;
  sandbox_accounts: SandboxAccountTable;
  sandbox_onboarding_links: SandboxOnboardingLinkTable;
  sandbox_events: SandboxEventTable;
}
