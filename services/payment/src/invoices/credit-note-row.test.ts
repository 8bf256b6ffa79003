import { describe, expect, it } from '@jest/globals';
import { creditNoteAmounts } from './credit-note-row';

const invoice = {
  total_minor: 9_501,
  vat_minor: 1_757,
  night_minor: 8_001,
  day_minor: 0,
  mooring_assistance_minor: 1_000,
  trash_collection_minor: 500,
};

const partsOf = (amounts: ReturnType<typeof creditNoteAmounts>) =>
  amounts.night_minor + amounts.day_minor + amounts.mooring_assistance_minor + amounts.trash_collection_minor;

describe('credit note amounts', () => {
  it('when the whole invoice is refunded, then every amount is the invoice’s, negative', () => {
    expect(creditNoteAmounts(invoice, 9_501)).toEqual({
      total_minor: -9_501,
      vat_minor: -1_757,
      night_minor: -8_001,
      day_minor: 0,
      mooring_assistance_minor: -1_000,
      trash_collection_minor: -500,
    });
  });

  it('when half of an odd total is refunded, then the VAT and the four parts are in proportion and add up exactly', () => {
    const amounts = creditNoteAmounts(invoice, 4_750);
    expect(amounts.total_minor).toBe(-4_750);
    expect(partsOf(amounts)).toBe(-4_750);
    // 4750 × 1757 / 9501 = 878.4…
    expect(amounts.vat_minor).toBe(-878);
    expect(amounts.night_minor).toBe(-4_000);
    expect(amounts.mooring_assistance_minor).toBe(-500);
    expect(amounts.trash_collection_minor).toBe(-250);
  });

  it('when any share is refunded, then the parts make the total and the VAT stays within the total', () => {
    for (let refund = 1; refund <= invoice.total_minor; refund += 97) {
      const amounts = creditNoteAmounts(invoice, refund);
      expect(partsOf(amounts)).toBe(-refund);
      expect(amounts.vat_minor).toBeLessThanOrEqual(0);
      expect(amounts.vat_minor).toBeGreaterThanOrEqual(-refund);
    }
  });
});
