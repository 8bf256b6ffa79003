import type Stripe from 'stripe';
import type { AccountState, CheckoutState, RefundState } from '../provider/payment-provider';

// What Stripe's objects say, in the port's words. Pure, so each mapping is unit-tested.

function chargeOf(intent: Stripe.PaymentIntent | null): Pick<CheckoutState, 'charge' | 'failureCode'> {
  if (!intent) return { charge: 'none' };
  if (intent.status === 'requires_capture') return { charge: 'authorized' };
  if (intent.status === 'succeeded') return { charge: 'captured' };
  if (intent.status === 'canceled') return { charge: 'voided' };
  // A refused card: Checkout keeps the session open for another, so this is the last attempt's
  // outcome, not the payment's; the session's status says whether it is final (settlement rules).
  const error = intent.last_payment_error;
  if (!error) return { charge: 'none' };
  return {
    charge: 'failed',
    failureCode: error.decline_code === 'insufficient_funds' ? 'insufficient_funds' : 'payment_declined',
  };
}

function sessionStatusOf(status: Stripe.Checkout.Session['status']): CheckoutState['session'] {
  if (status === 'complete') return 'complete';
  if (status === 'expired') return 'expired';
  return 'open';
}

/** A Checkout Session, its PaymentIntent expanded, as the port's checkout state. */
export function checkoutStateOf(session: Stripe.Checkout.Session): CheckoutState {
  const paymentId = session.metadata?.payment_id;
  if (!paymentId) throw new Error(`Stripe checkout ${session.id} carries no payment id`);
  const intent = typeof session.payment_intent === 'string' ? null : session.payment_intent;
  return {
    sessionId: session.id,
    paymentId,
    session: sessionStatusOf(session.status),
    ...chargeOf(intent),
    providerPaymentId:
      typeof session.payment_intent === 'string'
        ? session.payment_intent
        : (session.payment_intent?.id ?? undefined),
  };
}

/**
 * A connected account as the port's state: ready only when it can both charge and be paid out;
 * restricted when its details were sent but Stripe still holds it back; otherwise pending.
 */
export function accountStateOf(account: Stripe.Account): AccountState {
  const missing = account.requirements?.currently_due ?? [];
  const state =
    account.charges_enabled && account.payouts_enabled
      ? 'ready'
      : account.details_submitted
        ? 'restricted'
        : 'details_pending';
  return { accountId: account.id, state, missing };
}

/**
 * A Refund as the port's state. Stripe's `requires_action` and `pending` wait for the bank;
 * `canceled` never moved money, so it is a failure like `failed`.
 */
export function refundStateOf(refund: Stripe.Refund): RefundState {
  const status =
    refund.status === 'succeeded'
      ? 'succeeded'
      : refund.status === 'failed' || refund.status === 'canceled'
        ? 'failed'
        : 'pending';
  return {
    providerRefundId: refund.id,
    status,
    amountMinor: refund.amount,
    ...(status === 'failed' && { failureReason: refund.failure_reason ?? refund.status ?? 'failed' }),
  };
}
