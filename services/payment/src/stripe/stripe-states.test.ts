import { describe, expect, it } from '@jest/globals';
import type Stripe from 'stripe';
import { settlementFor } from '../payments/settlement-rules';
import { accountStateOf, checkoutStateOf, refundStateOf } from './stripe-states';

const session = (change: Partial<Stripe.Checkout.Session>) =>
  ({
    id: 'cs_test_1',
    status: 'open',
    metadata: { payment_id: 'pay-1' },
    payment_intent: null,
    ...change,
  }) as Stripe.Checkout.Session;
const intent = (change: Partial<Stripe.PaymentIntent>) =>
  ({
    id: 'pi_1',
    status: 'requires_payment_method',
    last_payment_error: null,
    ...change,
  }) as Stripe.PaymentIntent;

describe('Stripe objects in the port’s words', () => {
  it('when the session is open with no intent yet, then nothing is charged', () => {
    expect(checkoutStateOf(session({}))).toEqual({
      sessionId: 'cs_test_1',
      paymentId: 'pay-1',
      session: 'open',
      charge: 'none',
      providerPaymentId: undefined,
    });
  });

  it.each([
    ['requires_capture', 'authorized'],
    ['succeeded', 'captured'],
    ['canceled', 'voided'],
    ['requires_payment_method', 'none'],
  ] as const)('when the intent is %s, then the charge is %s', (status, charge) => {
    const state = checkoutStateOf(session({ status: 'complete', payment_intent: intent({ status }) }));
    expect(state.charge).toBe(charge);
    expect(state.providerPaymentId).toBe('pi_1');
  });

  it('when the last attempt was declined for funds, then the failure says insufficient funds; other declines say declined', () => {
    const declined = (decline_code: string) =>
      checkoutStateOf(
        session({
          payment_intent: intent({
            last_payment_error: { type: 'card_error', decline_code } as Stripe.PaymentIntent.LastPaymentError,
          }),
        }),
      );
    expect(declined('insufficient_funds')).toMatchObject({
      charge: 'failed',
      failureCode: 'insufficient_funds',
    });
    expect(declined('generic_decline')).toMatchObject({ charge: 'failed', failureCode: 'payment_declined' });
  });

  it('when a card was declined and the session is still open, then the checkout reads open, so another card may be tried', () => {
    const retryable = checkoutStateOf(
      session({
        status: 'open',
        payment_intent: intent({
          last_payment_error: {
            type: 'card_error',
            decline_code: 'generic_decline',
          } as Stripe.PaymentIntent.LastPaymentError,
        }),
      }),
    );
    expect(retryable).toMatchObject({ session: 'open', charge: 'failed', failureCode: 'payment_declined' });
    expect(settlementFor('pending', retryable)).toBeUndefined();
    expect(settlementFor('pending', { ...retryable, session: 'expired' })).toEqual({
      to: 'failed',
      failureCode: 'payment_declined',
    });
  });

  it('when the intent is not expanded, then its id is kept and the charge is read as none', () => {
    expect(checkoutStateOf(session({ status: 'expired', payment_intent: 'pi_9' }))).toMatchObject({
      session: 'expired',
      charge: 'none',
      providerPaymentId: 'pi_9',
    });
  });

  it('when the session carries no payment id, then it is not ours to read', () => {
    expect(() => checkoutStateOf(session({ metadata: {} }))).toThrow(/no payment id/);
  });

  it.each([
    [{ charges_enabled: true, payouts_enabled: true, details_submitted: true }, 'ready'],
    [{ charges_enabled: true, payouts_enabled: false, details_submitted: true }, 'restricted'],
    [{ charges_enabled: false, payouts_enabled: false, details_submitted: false }, 'details_pending'],
  ] as const)('when the account is %j, then it is %s', (flags, state) => {
    const account = {
      id: 'acct_1',
      requirements: { currently_due: ['external_account'] },
      ...flags,
    } as unknown as Stripe.Account;
    expect(accountStateOf(account)).toEqual({ accountId: 'acct_1', state, missing: ['external_account'] });
  });

  it.each([
    ['succeeded', 'succeeded'],
    ['pending', 'pending'],
    ['requires_action', 'pending'],
    ['failed', 'failed'],
    ['canceled', 'failed'],
  ] as const)('when a refund is %s at Stripe, then it is %s here', (status, expected) => {
    const refund = { id: 're_1', status, amount: 1_250, failure_reason: null } as unknown as Stripe.Refund;
    expect(refundStateOf(refund)).toMatchObject({
      providerRefundId: 're_1',
      status: expected,
      amountMinor: 1_250,
    });
  });
});
