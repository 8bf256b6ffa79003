import { describe, expect, it } from '@jest/globals';
import type { CheckoutState } from '../provider/payment-provider';
import { paymentStatuses } from '../payment.tables';
import { settlementFor } from './settlement-rules';

const state = (
  charge: CheckoutState['charge'],
  session: CheckoutState['session'] = 'complete',
): CheckoutState => ({
  sessionId: 'cs_1',
  paymentId: 'p1',
  session,
  charge,
});

describe('settlement rules', () => {
  it('when a pending checkout is authorized (or already captured), then the payment is authorized', () => {
    expect(settlementFor('pending', state('authorized'))).toEqual({ to: 'authorized' });
    expect(settlementFor('pending', state('captured'))).toEqual({ to: 'authorized' });
  });

  it('when a card is declined while the checkout is still open, then the payment stays pending for another card', () => {
    expect(settlementFor('pending', state('failed', 'open'))).toBeUndefined();
    expect(
      settlementFor('pending', { ...state('failed', 'open'), failureCode: 'insufficient_funds' }),
    ).toBeUndefined();
  });

  it('when the checkout closed after a declined card, then the payment fails with the last decline', () => {
    expect(
      settlementFor('pending', { ...state('failed', 'expired'), failureCode: 'insufficient_funds' }),
    ).toEqual({
      to: 'failed',
      failureCode: 'insufficient_funds',
    });
    expect(settlementFor('pending', state('failed', 'expired'))).toEqual({
      to: 'failed',
      failureCode: 'payment_declined',
    });
  });

  it('when another card is authorized after a decline, then the payment is authorized', () => {
    expect(settlementFor('pending', state('authorized', 'complete'))).toEqual({ to: 'authorized' });
  });

  it('when an unpaid checkout expired, then the payment expired and nothing was charged', () => {
    expect(settlementFor('pending', state('none', 'expired'))).toEqual({
      to: 'expired',
      failureCode: 'checkout_expired',
    });
    expect(settlementFor('pending', state('none', 'open'))).toBeUndefined();
  });

  it('when an authorized payment is captured or voided at the provider, then it follows', () => {
    expect(settlementFor('authorized', state('captured'))).toEqual({ to: 'captured' });
    expect(settlementFor('authorized', state('voided'))).toEqual({ to: 'voided' });
    expect(settlementFor('authorized', state('authorized'))).toBeUndefined();
  });

  it('when a payment is final, then no provider state moves it again (late or replayed news)', () => {
    for (const status of ['captured', 'voided', 'failed', 'expired'] as const)
      for (const charge of ['none', 'authorized', 'captured', 'voided', 'failed'] as const)
        expect(settlementFor(status, state(charge))).toBeUndefined();
    expect(paymentStatuses).toHaveLength(6);
  });
});
