import type { Kysely } from 'kysely';
import type { PaymentTables } from '../payment.tables';
import { invoiceDocument } from './invoice-document';
import type { InvoiceDeps } from './issue-invoice';
import { findFactsOfInvoice, storeInvoicePdf, type InvoiceRow } from './invoice.repository';

export type InvoicePdfDeps = Pick<InvoiceDeps, 'renderInvoicePdf' | 'intermediary' | 'fiscalisation'>;

/**
 * The invoice's PDF: the one rendered at issue, or, for an invoice issued without one (the demo
 * history's thousands), rendered now from the facts its payment kept and stored. Rendering is
 * deterministic, so two readers at once render the same bytes and either may store them.
 */
export async function invoicePdf(
  db: Kysely<PaymentTables>,
  deps: InvoicePdfDeps,
  invoice: Pick<InvoiceRow, 'id' | 'pdf' | 'number' | 'issued_at' | 'language'>,
): Promise<Buffer> {
  if (invoice.pdf) return invoice.pdf;
  const facts = await findFactsOfInvoice(db, invoice.id);
  if (!facts) throw new Error(`invoice ${invoice.id} has no payment facts`);
  const pdf = await deps.renderInvoicePdf(
    invoiceDocument(deps, {
      facts,
      number: invoice.number,
      issuedAt: invoice.issued_at,
      language: invoice.language,
    }),
  );
  await storeInvoicePdf(db, invoice.id, pdf);
  return pdf;
}
