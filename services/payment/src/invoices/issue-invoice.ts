import { eventsV1, type DomainEvent } from '@moorline/contracts';
import { outbox } from '@moorline/kit';
import type { Transaction } from 'kysely';
import type { PaymentTables } from '../payment.tables';
import type { PaymentRow } from '../payments/payment.repository';
import { invoiceDocument, type InvoiceDocumentDeps } from './invoice-document';
import type { InvoiceDocument } from './invoice-facts';
import { formatInvoiceNumber } from './invoice-number';
import { insertInvoice, takeNextInvoiceSequence, type InvoiceSummaryRow } from './invoice.repository';
import { invoiceRowOf } from './invoice-row';

export interface InvoiceDeps extends InvoiceDocumentDeps {
  now: () => Date;
  renderInvoicePdf: (document: InvoiceDocument) => Promise<Buffer>;
}

function invoiceIssuedEvent(invoice: InvoiceSummaryRow, payment: PaymentRow, pdf: Buffer): DomainEvent {
  const payload = eventsV1.InvoiceIssued.fromPartial({
    invoiceId: invoice.id,
    paymentId: payment.id,
    bookingId: payment.booking_id,
    userId: payment.user_id,
    boaterEmail: payment.boater_email,
    language: payment.language,
    number: invoice.number,
    total: { amountMinor: invoice.total_minor, currency: invoice.currency },
    vat: { amountMinor: invoice.vat_minor, currency: invoice.currency },
    operatorId: invoice.operator_id,
    bayId: invoice.bay_id,
    pdf,
    issuedAt: invoice.issued_at,
    guest: payment.invoice_facts.buyerIsGuest ?? false,
  });
  return { type: eventsV1.InvoiceIssued.$type, aggregateId: payment.booking_id, payload };
}

/**
 * Issues the invoice of a payment just captured, in the capture's own transaction (issue 13 item
 * 5): exactly once, because the capture that calls this happens once; numbered without gaps,
 * because the number is taken in the same transaction. The PDF is rendered here (no network).
 */
export async function issueInvoice(
  trx: Transaction<PaymentTables>,
  deps: InvoiceDeps,
  payment: PaymentRow,
): Promise<InvoiceSummaryRow> {
  // Dated at the capture, so the turnover of a range and the payments captured in it are the
  // same money (issue 15 item 5).
  const issuedAt = payment.captured_at ?? deps.now();
  const year = issuedAt.getUTCFullYear();
  const sequence = await takeNextInvoiceSequence(trx, payment.operator_id, year);
  const number = formatInvoiceNumber(year, sequence);
  const pdf = await deps.renderInvoicePdf(
    invoiceDocument(deps, { facts: payment.invoice_facts, number, issuedAt, language: payment.language }),
  );
  const invoice = await insertInvoice(trx, invoiceRowOf(payment, { year, sequence, issuedAt, pdf }));
  await outbox.add(trx, invoiceIssuedEvent(invoice, payment, pdf));
  return invoice;
}
