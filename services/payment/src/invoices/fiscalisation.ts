import type { InvoiceDocument } from './invoice-facts';

/** One line a fiscalisation adds to the invoice, e.g. Croatia's "ZKI: …" and "JIR: …". */
export interface FiscalMark {
  label: string;
  value: string;
}

/**
 * The port a country's fiscalisation plugs into (issue 28 item 7; the payment README says what
 * Croatia's needs). Asked when an invoice is issued and whenever its PDF is drawn again, inside
 * the capture's transaction, so it must compute, not call out: a protective code signed with
 * the seller's certificate is such a mark. What needs the tax authority's answer (Croatia's
 * unique identifier) is fetched after the commit and stored on the invoice, which the port then
 * reads back as another mark.
 */
export interface Fiscalisation {
  marksFor(document: Omit<InvoiceDocument, 'fiscalMarks'>): FiscalMark[];
}

/** No fiscalisation: what invoices carry today, in every country. */
export const noFiscalisation: Fiscalisation = { marksFor: () => [] };
