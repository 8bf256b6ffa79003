import { describe, expect, it } from '@jest/globals';
import { PDFDocument } from 'pdf-lib';
import { invoice } from './invoice-document.fixture';
import { renderInvoicePdf } from './render-invoice-pdf';

describe('invoice PDF', () => {
  it('when an invoice is rendered, then it is a one-page PDF titled with its number in the boater’s language', async () => {
    const bytes = await renderInvoicePdf(invoice);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('Račun 2026-000017');
    expect(pdf.getCreationDate()).toEqual(invoice.issuedAt);
  });

  it('when the same invoice is rendered twice, then the bytes are the same', async () => {
    const [first, second] = await Promise.all([renderInvoicePdf(invoice), renderInvoicePdf(invoice)]);
    expect(first.equals(second)).toBe(true);
    const other = await renderInvoicePdf({ ...invoice, number: '2026-000018' });
    expect(first.equals(other)).toBe(false);
  });
});
