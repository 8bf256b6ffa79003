import type { Insertable } from 'kysely';
import type { InvoiceTable } from '../payment.tables';
import type { PaymentRow } from '../payments/payment.repository';
import { formatInvoiceNumber } from './invoice-number';
import { turnoverPartsOf } from './turnover-parts';

/**
 * The invoice of a captured payment as stored: what it states comes from the facts the payment
 * kept, the turnover's split with it (invoices/turnover-parts.ts), the number from the seller's
 * counter. `pdf` is null when the document is rendered on first read.
 */
export function invoiceRowOf(
  payment: PaymentRow,
  issue: { year: number; sequence: number; issuedAt: Date; pdf: Buffer | null },
): Insertable<InvoiceTable> {
  const facts = payment.invoice_facts;
  return {
    payment_id: payment.id,
    booking_id: payment.booking_id,
    user_id: payment.user_id,
    operator_id: payment.operator_id,
    bay_id: payment.bay_id,
    embed_id: payment.embed_id,
    year: issue.year,
    sequence: issue.sequence,
    number: formatInvoiceNumber(issue.year, issue.sequence),
    seller_name: facts.seller.company,
    language: payment.language,
    total_minor: facts.totalMinor,
    vat_minor: facts.vatMinor,
    currency: facts.currency,
    bay_time_zone: facts.bay.timeZone,
    ...turnoverPartsOf(facts),
    pdf: issue.pdf,
    issued_at: issue.issuedAt,
  };
}
