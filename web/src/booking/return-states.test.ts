import { describe, expect, it } from '@jest/globals';
import type { Invoice } from '../http/api-schema';
import { cancelState, failureReason, successSettled, successState } from './return-states';

const invoice = { invoice_id: 'inv-1', number: '2026-000001' } as Invoice;

describe('back from the payment page', () => {
  it('when the booking is still held after paying, then the page is confirming and keeps asking', () => {
    const state = successState({ status: 'held', failure_code: null }, []);
    expect(state).toEqual({ kind: 'confirming' });
    expect(successSettled(state)).toBe(false);
  });

  it('when the booking is confirmed without its invoice yet, then the invoice is pending and the page keeps asking', () => {
    const state = successState({ status: 'confirmed', failure_code: null }, []);
    expect(state).toEqual({ kind: 'confirmed', invoice: null });
    expect(successSettled(state)).toBe(false);
  });

  it('when the invoice is issued, then it is offered and the page stops asking', () => {
    const state = successState({ status: 'confirmed', failure_code: null }, [invoice]);
    expect(state).toEqual({ kind: 'confirmed', invoice });
    expect(successSettled(state)).toBe(true);
  });

  it('when the card was declined or the time ran out, then the page says why', () => {
    expect(successState({ status: 'failed', failure_code: 'payment_declined' }, [])).toEqual({
      kind: 'failed',
      reason: 'payment_declined',
    });
    expect(successState({ status: 'expired', failure_code: null }, [])).toEqual({
      kind: 'failed',
      reason: 'checkout_expired',
    });
  });

  it('when cancelling and paying race and the money is voided before booking has said, then the page says not booked, not confirming', () => {
    const state = successState({ status: 'held', failure_code: null }, [], {
      status: 'voided',
      failure_code: null,
    });
    expect(state).toEqual({ kind: 'failed', reason: 'hold_not_active' });
    expect(successSettled(state)).toBe(true);
  });

  it('when the boater cancelled and the payment was voided, then the page says cancelled, never booked', () => {
    const voided = { status: 'voided', failure_code: null } as const;
    expect(successState({ status: 'failed', failure_code: 'cancelled_by_boater' }, [], voided)).toEqual({
      kind: 'cancelled',
    });
    expect(successSettled({ kind: 'cancelled' })).toBe(true);
  });

  it('when booking says confirmed but the payment took nothing, then the page does not say booked', () => {
    expect(
      successState({ status: 'confirmed', failure_code: null }, [invoice], {
        status: 'voided',
        failure_code: null,
      }),
    ).toEqual({ kind: 'failed', reason: 'hold_not_active' });
    expect(
      successState({ status: 'held', failure_code: null }, [], { status: 'expired', failure_code: null }),
    ).toEqual({ kind: 'failed', reason: 'checkout_expired' });
    expect(
      successState({ status: 'held', failure_code: null }, [], {
        status: 'failed',
        failure_code: 'payment_declined',
      }),
    ).toEqual({ kind: 'failed', reason: 'payment_declined' });
  });

  it('when the payment is authorized or captured, then booking says how it stands', () => {
    expect(
      successState({ status: 'held', failure_code: null }, [], { status: 'authorized', failure_code: null }),
    ).toEqual({ kind: 'confirming' });
    expect(
      successState({ status: 'confirmed', failure_code: null }, [invoice], {
        status: 'captured',
        failure_code: null,
      }),
    ).toEqual({ kind: 'confirmed', invoice });
  });

  it('when the boater left the payment page with time left, then they are asked to continue or cancel', () => {
    expect(cancelState({ status: 'held', failure_code: null }, 10_000, 9_999)).toEqual({ kind: 'ask' });
  });

  it('when the 3 minutes are over, whether or not booking has noticed yet, then nothing was charged', () => {
    expect(cancelState({ status: 'held', failure_code: null }, 10_000, 10_000)).toEqual({ kind: 'lapsed' });
    expect(cancelState({ status: 'expired', failure_code: null }, 10_000, 0)).toEqual({ kind: 'lapsed' });
  });

  it('when the boater cancelled, the card failed or the payment went through after all, then each is said', () => {
    expect(cancelState({ status: 'failed', failure_code: 'cancelled_by_boater' }, 0, 0)).toEqual({
      kind: 'cancelled',
    });
    expect(cancelState({ status: 'failed', failure_code: 'insufficient_funds' }, 0, 0)).toEqual({
      kind: 'failed',
      reason: 'insufficient_funds',
    });
    expect(cancelState({ status: 'confirmed', failure_code: null }, 0, 0)).toEqual({ kind: 'confirmed' });
  });

  it('when booking failed with a code of its own, then the reason is one the catalogue words', () => {
    expect(failureReason({ status: 'failed', failure_code: 'buoy_taken_before_payment' })).toBe(
      'buoy_already_booked',
    );
    expect(failureReason({ status: 'failed', failure_code: 'hold_expired' })).toBe('checkout_expired');
    expect(failureReason({ status: 'failed', failure_code: 'stay_ended_before_payment' })).toBe(
      'checkout_expired',
    );
    expect(failureReason({ status: 'failed', failure_code: 'cancelled_by_boater' })).toBe('hold_not_active');
  });

  it('when the failure code is unknown or missing, then the reason is the generic one', () => {
    expect(failureReason({ status: 'failed', failure_code: 'something_new' })).toBe('unavailable');
    expect(failureReason({ status: 'failed', failure_code: null })).toBe('unavailable');
  });
});
