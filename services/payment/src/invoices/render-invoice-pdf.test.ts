import { describe, expect, it } from '@jest/globals';
import { PDFDocument } from 'pdf-lib';
import type { InvoiceDocument } from './invoice-facts';
import { renderInvoicePdf } from './render-invoice-pdf';

const invoice: InvoiceDocument = {
  number: '2026-000017',
  issuedAt: new Date('2026-11-24T10:15:00Z'),
  language: 'sl',
  intermediary: { name: 'Moorline', website: 'https://moorline.example' },
  facts: {
    seller: {
      operatorId: '6f1c0d52-4c51-4b1a-9a7e-3f2f0b7c8d11',
      name: 'Zaliv Strunjan',
      company: 'Morske boje d.o.o.',
      email: 'info@strunjan.example',
      phone: '+386 5 000 0000',
      website: 'https://strunjan.example',
    },
    bay: {
      id: '7a9b6f0e-1d2c-4e5f-8a9b-0c1d2e3f4a5b',
      name: 'Strunjan',
      slug: 'strunjan',
      timeZone: 'Europe/Ljubljana',
    },
    buoyLabel: 'B12',
    stayKind: 'night',
    periodStart: '2026-11-24T16:00:00Z',
    periodEnd: '2026-11-25T09:00:00Z',
    boat: { name: 'Čaplja Š', registrationNumber: 'KP-1234' },
    buyerEmail: 'ana.kovac@example.com',
    lines: [
      { kind: 'night', quantity: 1, unitMinor: 3500, amountMinor: 3500 },
      { kind: 'trash_collection', quantity: 1, unitMinor: 500, amountMinor: 500 },
    ],
    currency: 'EUR',
    totalMinor: 4000,
    vatMinor: 721,
    vatRateBasisPoints: 2200,
  },
};

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
