import { Status, badInput, type CataloguePart } from './catalogue-entry';

/**
 * Payment (issue 13). Failure reasons of a payment (`payment_declined`, `insufficient_funds`,
 * `checkout_expired`) are codes too: the web shows a failed booking's reason through them.
 */
export const paymentErrors = {
  // spec §5: terms are also accepted at payment.
  terms_not_accepted: badInput('Please accept the terms to pay'),
  payments_not_enabled: {
    message: 'This bay cannot take payments online yet',
    http: 409,
    grpc: Status.FAILED_PRECONDITION,
  },
  payment_unavailable: {
    message: 'Payment could not be started, please try again',
    http: 503,
    grpc: Status.UNAVAILABLE,
  },
  // A provider webhook whose signature, body or age does not hold up: nothing changes.
  webhook_rejected: badInput('Webhook rejected'),
  payment_declined: {
    message: 'The card was declined, nothing was charged',
    http: 402,
    grpc: Status.FAILED_PRECONDITION,
  },
  insufficient_funds: {
    message: 'The card has insufficient funds, nothing was charged',
    http: 402,
    grpc: Status.FAILED_PRECONDITION,
  },
  checkout_expired: {
    message: 'The 3 minutes have passed, nothing was charged',
    http: 409,
    grpc: Status.FAILED_PRECONDITION,
  },
} as const satisfies CataloguePart;
