import { describe, expect, it } from '@jest/globals';
import { invoiceFileName } from './payment-api';

describe('invoiceFileName', () => {
  it('when a credit note is saved, then its file says so; an invoice keeps its name', () => {
    expect(invoiceFileName({ number: '2026-000018', kind: 'credit_note' })).toBe(
      'moorline-credit-note-2026-000018.pdf',
    );
    expect(invoiceFileName({ number: '2026-000017', kind: 'invoice' })).toBe(
      'moorline-invoice-2026-000017.pdf',
    );
  });
});
