import { describe, expect, it } from '@jest/globals';
import { refundDecision, refundIdempotencyKey, refundsApplicationFee } from './refund-rules';

const paid = { amount_minor: 9_500, currency: 'EUR' };

describe('what a cancellation refunds', () => {
  it('when the policy gives nothing back, then nothing is refunded', () => {
    expect(refundDecision(paid, { amountMinor: 0, currency: 'EUR' })).toEqual({ refund: 'nothing' });
    expect(refundDecision(paid, undefined)).toEqual({ refund: 'nothing' });
  });

  it('when part or all of the amount is given back, then that is refunded', () => {
    expect(refundDecision(paid, { amountMinor: 4_750, currency: 'EUR' })).toEqual({
      refund: 'amount',
      amountMinor: 4_750,
    });
    expect(refundDecision(paid, { amountMinor: 9_500, currency: 'EUR' })).toEqual({
      refund: 'amount',
      amountMinor: 9_500,
    });
  });

  it('when the refund is more than was paid, negative or in another currency, then it is refused', () => {
    for (const refund of [
      { amountMinor: 9_501, currency: 'EUR' },
      { amountMinor: -1, currency: 'EUR' },
      { amountMinor: 100, currency: 'USD' },
    ])
      expect(refundDecision(paid, refund).refund).toBe('refused');
  });

  it('when either side cancels, then the platform’s fee on the refunded share goes back and the key is the booking’s', () => {
    expect(refundsApplicationFee('operator')).toBe(true);
    expect(refundsApplicationFee('boater')).toBe(true);
    expect(refundIdempotencyKey('b-1')).toBe('refund-b-1');
  });
});
