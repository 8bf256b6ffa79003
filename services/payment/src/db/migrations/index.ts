import type { Migrations } from '@moorline/kit';
import * as createPayments from './2026_11_24_1000_create_payments';
import * as createSandbox from './2026_11_24_1100_create_sandbox';
import * as addInvoiceTurnoverParts from './2026_11_26_1200_add_invoice_turnover_parts';
import * as addAccountAnnouncedAt from './2026_11_26_1210_add_account_announced_at';
import * as createReconciliationFailures from './2026_11_28_0510_create_reconciliation_failures';
import * as addEmbedAttribution from './2026_11_28_0810_add_embed_attribution';
import * as addSandboxSubmitMessage from './2026_11_28_1130_add_sandbox_submit_message';
import * as createRefundsAndCreditNotes from './2026_11_29_0500_create_refunds_and_credit_notes';

// Timestamped, never edited once landed (CONVENTIONS). The kit adds the outbox and
// processed-events tables before these.
export const paymentMigrations: Migrations = {
  '2026_11_24_1000_create_payments': createPayments,
  '2026_11_24_1100_create_sandbox': createSandbox,
  '2026_11_26_1200_add_invoice_turnover_parts': addInvoiceTurnoverParts,
  '2026_11_26_1210_add_account_announced_at': addAccountAnnouncedAt,
  '2026_11_28_0510_create_reconciliation_failures': createReconciliationFailures,
  '2026_11_28_0810_add_embed_attribution': addEmbedAttribution,
  '2026_11_28_1130_add_sandbox_submit_message': addSandboxSubmitMessage,
  '2026_11_29_0500_create_refunds_and_credit_notes': createRefundsAndCreditNotes,
};
