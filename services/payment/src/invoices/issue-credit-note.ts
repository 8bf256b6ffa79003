import { eventsV1, type DomainEvent } from '@moorline/contracts';
import { outbox } from '@moorline/kit';
import type { Transaction } from 'kysely';
import type { PaymentTables } from '../payment.tables';
import type { PaymentRow } from '../payments/payment.repository';
import { creditNoteRowOf } from './credit-note-row';
import { invoiceDocument } from './invoice-document';
import { formatInvoiceNumber } from './invoice-number';
import {
  insertInvoice,
  takeNextInvoiceSequence,
  type CorrectedInvoice,
  type InvoiceSummaryRow,
} from './invoice.repository';
import type { InvoiceDeps } from './issue-invoice';

function creditNoteIssuedEvent(creditNote: InvoiceSummaryRow, payment: PaymentRow, pdf: Buffer): DomainEvent {
  const payload = eventsV1.CreditNoteIssued.fromPartial({
    creditNoteId: creditNote.id,
    paymentId: payment.id,
    bookingId: payment.booking_id,
    userId: payment.user_id,
    boaterEmail: payment.boater_email,
    language: payment.language,
    number: creditNote.number,
    correctsInvoiceNumber: creditNote.corrects_invoice_number ?? '',
    // The event states what was given back as positive amounts; the document states them negative.
    refund: { amountMinor: -creditNote.total_minor, currency: creditNote.currency },
    vat: { amountMinor: -creditNote.vat_minor, currency: creditNote.currency },
    operatorId: creditNote.operator_id,
    bayId: creditNote.bay_id,
    pdf,
    issuedAt: creditNote.issued_at,
    guest: payment.invoice_facts.buyerIsGuest ?? false,
  });
  return { type: eventsV1.CreditNoteIssued.$type, aggregateId: payment.booking_id, payload };
}

/**
 * Issues the credit note of a refund that went through (issue 30 item 2), in the transaction that
 * records the refund as succeeded: numbered from the seller's same gap-free counter as invoices
 * (a rollback gives the number back), its PDF in the boater's language, CreditNoteIssued in the
 * outbox. Exactly once, because that transaction changes the refund from pending only once.
 */
export async function issueCreditNote(
  trx: Transaction<PaymentTables>,
  deps: InvoiceDeps,
  payment: PaymentRow,
  invoice: CorrectedInvoice,
  refundMinor: number,
): Promise<InvoiceSummaryRow> {
  const issuedAt = deps.now();
  const year = issuedAt.getUTCFullYear();
  const sequence = await takeNextInvoiceSequence(trx, invoice.operator_id, year);
  const row = creditNoteRowOf(invoice, refundMinor, { year, sequence, issuedAt, pdf: Buffer.alloc(0) });
  const pdf = await deps.renderInvoicePdf(
    invoiceDocument(deps, {
      facts: payment.invoice_facts,
      number: formatInvoiceNumber(year, sequence),
      issuedAt,
      language: invoice.language,
      correction: { correctsNumber: invoice.number, totalMinor: row.total_minor, vatMinor: row.vat_minor },
    }),
  );
  const creditNote = await insertInvoice(trx, { ...row, pdf });
  await outbox.add(trx, creditNoteIssuedEvent(creditNote, payment, pdf));
  return creditNote;
}
