import type { ColumnType, Generated } from 'kysely';
import type { KitTables } from '@moorline/kit';
import type { InterfaceLanguage } from '@moorline/contracts';
import type { InvoiceFacts } from './invoices/invoice-facts';
import type { AccountState } from './provider/payment-provider';
import type { SandboxTables } from './sandbox/sandbox.tables';

export const paymentStatuses = ['pending', 'authorized', 'captured', 'voided', 'failed', 'expired'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export type ProviderName = 'sandbox' | 'stripe';
export type BookingOutcome = 'confirmed' | 'expired' | 'failed';

export interface PaymentTable {
  id: Generated<string>;
  booking_id: string;
  user_id: string;
  idempotency_key: string;
  status: ColumnType<PaymentStatus, PaymentStatus | undefined, PaymentStatus>;
  provider: ProviderName;
  amount_minor: number;
  currency: string;
  platform_fee_minor: number;
  operator_id: string;
  bay_id: string;
  destination_account_id: string;
  language: InterfaceLanguage;
  boater_email: string;
  hold_expires_at: Date;
  terms_accepted_at: Date;
  invoice_facts: ColumnType<InvoiceFacts, string, string>;
  checkout_session_id: string | null;
  checkout_url: string | null;
  provider_payment_id: string | null;
  booking_outcome: BookingOutcome | null;
  failure_code: string | null;
  authorized_at: Date | null;
  captured_at: Date | null;
  voided_at: Date | null;
  /** The partner embed the booking came through (issue 27 item 5); null when straight. */
  embed_id: ColumnType<string | null, string | null | undefined, never>;
  reconcile_after: Generated<Date>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface ProviderEventTable {
  event_id: string;
  event_type: string;
  received_at: Generated<Date>;
}

export interface ConnectedAccountTable {
  operator_id: string;
  provider: ProviderName;
  account_id: string;
  state: Exclude<AccountState['state'], 'not_started'>;
  missing: ColumnType<string[], string[] | undefined, string[]>;
  /** When its AccountUpdated was written; null only for accounts recorded before announcing. */
  announced_at: ColumnType<Date | null, Date | undefined, Date>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface InvoiceCounterTable {
  operator_id: string;
  year: number;
  last_number: number;
}

export interface InvoiceTable {
  id: Generated<string>;
  payment_id: string;
  booking_id: string;
  user_id: string;
  operator_id: string;
  bay_id: string;
  year: number;
  sequence: number;
  number: string;
  seller_name: string;
  language: InterfaceLanguage;
  total_minor: number;
  vat_minor: number;
  currency: string;
  /** The bay's IANA time zone: the calendar the invoice's dates (and the turnover) count in. */
  bay_time_zone: string;
  /** What the total was paid for (invoices/turnover-parts.ts); the four add up to the total. */
  night_minor: number;
  day_minor: number;
  mooring_assistance_minor: number;
  trash_collection_minor: number;
  /** The partner embed its booking came through, as its payment kept it; null when straight. */
  embed_id: ColumnType<string | null, string | null | undefined, never>;
  /** Rendered at issue; null for demo history, rendered when first read. */
  pdf: ColumnType<Buffer | null, Buffer | null, Buffer>;
  issued_at: ColumnType<Date, Date | undefined, never>;
  /** A credit note (issue 30 item 2) states negative amounts and names the invoice it corrects. */
  kind: ColumnType<InvoiceKind, InvoiceKind | undefined, never>;
  corrects_invoice_id: ColumnType<string | null, string | null | undefined, never>;
  corrects_invoice_number: ColumnType<string | null, string | null | undefined, never>;
}

export type InvoiceKind = 'invoice' | 'credit_note';
export type CancelledBy = 'boater' | 'operator';
export type RefundStatus = 'pending' | 'succeeded' | 'failed';

/** The money given back for a cancelled booking (issue 30 item 2); one per booking. */
export interface RefundTable {
  id: Generated<string>;
  payment_id: string;
  booking_id: string;
  amount_minor: number;
  currency: string;
  cancelled_by: CancelledBy;
  status: ColumnType<RefundStatus, RefundStatus | undefined, RefundStatus>;
  provider_refund_id: string | null;
  /** What the provider said when it refused the refund. */
  failure_reason: string | null;
  credit_note_id: string | null;
  reconcile_after: Generated<Date>;
  created_at: Generated<Date>;
  settled_at: Date | null;
}

/** Reconciliation's running failures on one payment (issue 27 item 1); gone once a pass succeeds. */
export interface ReconciliationFailureTable {
  payment_id: string;
  first_failed_at: Date;
  last_failed_at: Date;
  attempts: number;
  last_error: string;
}

/** The payment database: the kit's tables, the ones this service owns and the sandbox's. */
export interface PaymentTables extends KitTables, SandboxTables {
  payments: PaymentTable;
  reconciliation_failures: ReconciliationFailureTable;
  provider_events: ProviderEventTable;
  connected_accounts: ConnectedAccountTable;
  invoice_counters: InvoiceCounterTable;
  invoices: InvoiceTable;
  refunds: RefundTable;
}
