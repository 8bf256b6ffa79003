import type { CheckoutState } from '../provider/payment-provider';
import type { PaymentStatus } from '../payment.tables';

/** What a payment becomes when the provider says its checkout stands as `state`. */
export interface Settlement {
  to: PaymentStatus;
  failureCode?: string;
}

/**
 * The provider's word, re-read after every webhook and by reconciliation, moves a payment along
 * pending → authorized → captured | voided, or pending → failed | expired. Whatever the order the
 * news arrives in, the same state gives the same answer, and a payment never moves backwards.
 *
 * A declined card ends nothing while the checkout is open: the hosted page takes another card, as
 * Stripe Checkout intends, until it completes or the hold lapses and the checkout is closed (issue
 * 26 item 2). Only then does the last decline become the payment's failure.
 */
export function settlementFor(status: PaymentStatus, state: CheckoutState): Settlement | undefined {
  if (status === 'pending') {
    if (state.charge === 'authorized' || state.charge === 'captured') return { to: 'authorized' };
    if (state.session === 'open') return undefined;
    if (state.charge === 'failed')
      return { to: 'failed', failureCode: state.failureCode ?? 'payment_declined' };
    if (state.session === 'expired') return { to: 'expired', failureCode: 'checkout_expired' };
    return undefined;
  }
  if (status === 'authorized') {
    if (state.charge === 'captured') return { to: 'captured' };
    if (state.charge === 'voided') return { to: 'voided' };
  }
  return undefined;
}
