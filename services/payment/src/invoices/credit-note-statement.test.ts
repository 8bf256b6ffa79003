import { describe, expect, it } from '@jest/globals';
import { PDFDocument } from 'pdf-lib';
import { invoice } from './invoice-document.fixture';
import type { InvoiceDocument } from './invoice-facts';
import { invoiceStatement } from './invoice-statement';
import { renderInvoicePdf } from './render-invoice-pdf';

// Issue 30 item 2: a credit note is drawn by the invoice's renderer, in the boater's language,
// with negative amounts and the number of the invoice it corrects.

const creditNote = (language: InvoiceDocument['language']): InvoiceDocument => ({
  ...invoice,
  language,
  number: '2026-000018',
  correction: { correctsNumber: '2026-000017', totalMinor: -2_000, vatMinor: -361 },
});

const plain = (text: string) => text.replace(/\u00a0/g, ' ').replace(/\u2212/g, '-');

describe('what a credit note says', () => {
  it.each([
    ['en', 'Credit note', 'Corrects invoice 2026-000017', 'Total -€20.00'],
    ['sl', 'Dobropis', 'Popravek računa 2026-000017', 'Skupaj -20,00 €'],
    ['hr', 'Odobrenje', 'Ispravak računa 2026-000017', 'Ukupno -20,00 €'],
    ['it', 'Nota di credito', 'Rettifica la fattura 2026-000017', 'Totale -20,00 €'],
  ] as const)(
    'when a credit note is drawn in %s, then it is titled so, names the invoice it corrects and states the refund negative',
    (language, heading, corrects, total) => {
      const statement = invoiceStatement(creditNote(language));
      expect(statement.heading).toBe(heading);
      expect(statement.title).toBe(`${heading} 2026-000018`);
      expect(statement.corrects).toBe(corrects);
      expect(plain(statement.total)).toBe(total);
      expect(statement.rows).toHaveLength(1);
    },
  );

  it('when a credit note gives back part of the price, then its taxable amount and VAT are of the refund, not of the invoice', () => {
    const statement = invoiceStatement(creditNote('sl'));
    expect(statement.totals.map(plain)).toEqual(['Davčna osnova: -16,39 €', 'DDV 22 %: -3,61 €']);
  });

  it('when an invoice is drawn, then it names no corrected invoice', () => {
    expect(invoiceStatement(invoice).corrects).toBe('');
  });

  it('when a credit note is rendered, then it is a one-page PDF titled as a credit note', async () => {
    const pdf = await PDFDocument.load(await renderInvoicePdf(creditNote('hr')), { updateMetadata: false });
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('Odobrenje 2026-000018');
  });
});
