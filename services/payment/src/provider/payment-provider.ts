import type { InterfaceLanguage } from '@moorline/contracts';
import type { ProviderName } from '../payment.tables';

// The payment provider port (ARCHITECTURE §5): `stripe` when a Stripe key is configured, the
// `sandbox` otherwise. Both speak the same webhook format (Stripe's signed JSON events), so one
// webhook handler serves both; every handler re-reads the state through `readCheckout` or
// `readAccount` instead of trusting what an event says or the order events arrive in.

export interface CheckoutRequest {
  /** Our payment id; the provider keeps it as metadata and webhook events carry it back. */
  paymentId: string;
  bookingId: string;
  amountMinor: number;
  currency: string;
  /** Kept by the platform from the amount; the rest goes to the destination account. */
  platformFeeMinor: number;
  /** The bay operator's connected account (a destination charge). */
  destinationAccountId: string;
  /** One line naming the stay, e.g. "Telašćica, buoy 12, 24–25 Nov 2026". */
  description: string;
  customerEmail: string;
  language: InterfaceLanguage;
  successUrl: string;
  cancelUrl: string;
  /** The hold's deadline. A provider that cannot expire a checkout so soon keeps it open longer
   * and the service expires it itself when the hold lapses. */
  expiresAt: Date;
  /** Shown beside the pay button: by when to pay, in the payer's language and the bay's time. */
  submitMessage: string;
  /** Sent to the provider so a retried start creates one checkout. */
  idempotencyKey: string;
}

export interface StartedCheckout {
  sessionId: string;
  checkoutUrl: string;
}

/** A checkout as the provider sees it now. */
export interface CheckoutState {
  sessionId: string;
  /** Our payment id, from the checkout's metadata. */
  paymentId: string;
  session: 'open' | 'complete' | 'expired';
  /** What happened to the money. `authorized`: held on the card, waiting for capture. */
  charge: 'none' | 'authorized' | 'captured' | 'voided' | 'failed';
  /** The provider's id of the charge (a PaymentIntent), once there is one. */
  providerPaymentId?: string;
  /** When `charge` is `failed` (the last card tried was refused; while the session is open the
   * payer may try another): `payment_declined` or `insufficient_funds`. */
  failureCode?: 'payment_declined' | 'insufficient_funds';
}

export interface AccountState {
  accountId: string;
  state: 'not_started' | 'details_pending' | 'ready' | 'restricted';
  /** What the provider still asks for, as its requirement names. */
  missing: string[];
}

/** Gives back part or all of a captured destination charge (issue 30 item 2). */
export interface RefundRequest {
  /** The provider's id of the captured charge (a PaymentIntent). */
  providerPaymentId: string;
  amountMinor: number;
  currency: string;
  /** Whether the platform's fee on the refunded share goes back too (refunds/refund-rules.ts). */
  refundApplicationFee: boolean;
  /** Our payment and booking ids; refund webhook events carry them back. */
  paymentId: string;
  bookingId: string;
  /** `refund-<booking id>`: a retried refund of one booking is one refund at the provider. */
  idempotencyKey: string;
}

/** A refund as the provider sees it now. */
export interface RefundState {
  providerRefundId: string;
  status: 'pending' | 'succeeded' | 'failed';
  amountMinor: number;
  /** Why it failed, as the provider says, when `failed`. */
  failureReason?: string;
}

/** Which refund a refund event is about: our booking's (from metadata we set), or the charge's. */
export type RefundedBy = { bookingId: string } | { providerPaymentId: string };

/** A verified webhook event, reduced to what it is about. */
export type ProviderEvent =
  | { id: string; type: string; about: 'payment'; paymentId: string }
  | { id: string; type: string; about: 'refund'; refundOf: RefundedBy }
  | { id: string; type: string; about: 'account'; accountId: string }
  | { id: string; type: string; about: 'nothing' };

export interface PaymentProvider {
  readonly name: ProviderName;
  startCheckout(request: CheckoutRequest): Promise<StartedCheckout>;
  readCheckout(sessionId: string): Promise<CheckoutState>;
  /** Closes an open checkout so it can no longer be paid; a closed one stays as it is. */
  expireCheckout(sessionId: string): Promise<void>;
  /** Takes an authorized charge; one already captured is left as it is. */
  capture(providerPaymentId: string, idempotencyKey: string): Promise<void>;
  /** Releases an authorized charge; one already released is left as it is. */
  void(providerPaymentId: string, idempotencyKey: string): Promise<void>;
  /**
   * Refunds a captured charge, reversing its transfer to the destination account; the same
   * idempotency key again answers the same refund.
   */
  refund(request: RefundRequest): Promise<RefundState>;
  readRefund(providerRefundId: string): Promise<RefundState>;
  /**
   * Checks a webhook's signature against the raw body and its timestamp against the clock;
   * throws `AppError('webhook_rejected')` when either fails or the body is not an event.
   */
  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): ProviderEvent;
  createAccount(operator: { operatorId: string; email: string; businessName: string }): Promise<string>;
  createOnboardingLink(accountId: string, urls: { returnUrl: string; refreshUrl: string }): Promise<string>;
  readAccount(accountId: string): Promise<AccountState>;
}
