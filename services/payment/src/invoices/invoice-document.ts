import type { Fiscalisation } from './fiscalisation';
import type { InvoiceDocument } from './invoice-facts';

/** What drawing an invoice needs besides its own facts. */
export interface InvoiceDocumentDeps {
  intermediary: InvoiceDocument['intermediary'];
  fiscalisation: Fiscalisation;
}

/** An invoice's whole document, the same at issue and at every later drawing of its PDF. */
export function invoiceDocument(
  deps: InvoiceDocumentDeps,
  invoice: Omit<InvoiceDocument, 'intermediary' | 'fiscalMarks'>,
): InvoiceDocument {
  const document = { ...invoice, intermediary: deps.intermediary };
  return { ...document, fiscalMarks: deps.fiscalisation.marksFor(document) };
}
