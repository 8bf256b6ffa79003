import { describe, expect, it } from '@jest/globals';
import { invoice } from './invoice-document.fixture';
import { invoiceStatement } from './invoice-statement';

// Issue 28 item 7: what the EU VAT directive (art. 226) asks an invoice to say.
describe('what an invoice says', () => {
  it('when a stay is invoiced, then it names the seller with address and VAT ID, the buyer, the supply date and the VAT', () => {
    const statement = invoiceStatement(invoice);
    expect(statement.number).toBe('Številka 2026-000017');
    expect(statement.seller.lines).toEqual([
      'Morske boje d.o.o.',
      'Obala 12, 6320 Portorož, Slovenija',
      'ID za DDV: SI12345679',
      'Zaliv Strunjan',
      'info@strunjan.example',
      '+386 5 000 0000',
      'https://strunjan.example',
    ]);
    expect(statement.buyer.lines).toEqual([
      'Ana Kovač',
      'ana.kovac@example.com',
      'Plovilo: Čaplja Š (KP-1234)',
    ]);
    expect(statement.stay.lines).toContain('Datum opravljene storitve: 24. nov. 2026');
    // Intl sets a no-break space before € and %.
    const plain = (text: string) => text.replace(/\u00a0/g, ' ');
    expect(statement.totals.map(plain)).toEqual(['Davčna osnova: 32,79 €', 'DDV 22 %: 7,21 €']);
    expect(plain(statement.total)).toBe('Skupaj 40,00 €');
  });

  it('when the facts were kept before sellers had an address and buyers a name, then those lines are left out', () => {
    const { address: _address, taxNumber: _taxNumber, ...olderSeller } = invoice.facts.seller;
    const { buyerName: _buyerName, ...olderFacts } = invoice.facts;
    const statement = invoiceStatement({ ...invoice, facts: { ...olderFacts, seller: olderSeller } });
    expect(statement.seller.lines[1]).toBe('Zaliv Strunjan');
    expect(statement.buyer.lines[0]).toBe('ana.kovac@example.com');
  });

  it('when a fiscalisation marks the invoice, then its marks are printed', () => {
    const marked = { ...invoice, fiscalMarks: [{ label: 'ZKI', value: 'a1b2c3' }] };
    expect(invoiceStatement(marked).fiscalMarks).toEqual(['ZKI: a1b2c3']);
  });
});
