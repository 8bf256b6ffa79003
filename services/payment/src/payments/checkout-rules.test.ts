import { describe, expect, it } from '@jest/globals';
import type { InvoiceFacts } from '../invoices/invoice-facts';
import { checkoutDeadline, checkoutDescription, platformFeeOf } from './checkout-rules';

const facts = {
  bay: { id: 'b', name: 'Telašćica', slug: 'telascica', timeZone: 'Europe/Zagreb' },
  buoyLabel: 'T-07',
  // 23:30 UTC on the 24th is already the 25th in Zagreb.
  periodStart: '2026-11-24T23:30:00.000Z',
  periodEnd: '2026-11-26T08:00:00.000Z',
} as const;

describe('checkout rules', () => {
  it('when the fee is a fraction of a cent, then the platform rounds down in the operator’s favour', () => {
    expect(platformFeeOf(4_999, 500)).toBe(249);
    expect(platformFeeOf(0, 500)).toBe(0);
    expect(platformFeeOf(10_000, 0)).toBe(0);
  });

  it('when a stay is described, then its dates are the bay’s calendar days in the boater’s language', () => {
    const described = checkoutDescription(facts as unknown as InvoiceFacts, 'hr');
    expect(described).toContain('Telašćica, plutača T-07');
    expect(described).toMatch(/25\./);
    expect(described).toMatch(/26\./);
    expect(checkoutDescription(facts as unknown as InvoiceFacts, 'en')).toMatch(
      /^Telašćica, buoy T-07, Nov 25 – Nov 26$/,
    );
  });

  it('when the checkout says by when to pay, then the hold’s deadline in the bay’s time, in the boater’s language', () => {
    // 13:03 UTC is 14:03 in Zagreb in November.
    const deadline = new Date('2026-11-24T13:03:40.000Z');
    const asFacts = facts as unknown as InvoiceFacts;
    expect(checkoutDeadline(asFacts, 'en', deadline)).toMatch(/^Pay by 14:03, bay time\./);
    expect(checkoutDeadline(asFacts, 'hr', deadline)).toMatch(/^Platite do 14:03 po vremenu uvale\./);
    expect(checkoutDeadline(asFacts, 'it', deadline)).toMatch(/^Paga entro le 14:03, ora della baia\./);
    expect(checkoutDeadline(asFacts, 'sl', deadline)).toMatch(/^Plačajte do 14:03 po času zaliva\./);
  });
});
