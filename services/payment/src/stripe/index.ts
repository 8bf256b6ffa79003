import Stripe from 'stripe';
import type { PaymentProvider } from '../provider/payment-provider';
import { verifiedProviderEvent } from '../provider/provider-event';
import type { WebhookSecrets } from '../provider/webhook-signature';
import { accountStateOf, checkoutStateOf, refundStateOf } from './stripe-states';

export interface StripeSettings extends WebhookSecrets {
  secretKey: string;
  /** Another API host, such as a local stripe-mock; Stripe's own when unset. */
  apiUrl?: string;
  now: () => Date;
}

/** Stripe refuses a Checkout Session that expires sooner than 30 minutes from now. */
const shortestCheckoutSeconds = 31 * 60;

function clientFor(settings: StripeSettings): Stripe {
  const api = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 10_000,
    ...(api && {
      host: api.hostname,
      port: api.port || (api.protocol === 'https:' ? 443 : 80),
      protocol: api.protocol === 'https:' ? 'https' : 'http',
    }),
  });
}

/** Whether Stripe refused a change because the object already is where we wanted it, or past it. */
const isInvalidState = (error: unknown) =>
  error instanceof Stripe.errors.StripeInvalidRequestError && error.code !== 'resource_missing';

/**
 * The Stripe adapter (ARCHITECTURE §5): a hosted Checkout Session per payment, a destination
 * charge to the bay operator's connected account with the platform's fee kept, manual capture;
 * Express-style connected accounts onboarded through account links.
 */
export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = clientFor(settings);

  /** Settles an intent only when it is not there yet; a repeat after a crash is harmless. */
  async function moveIntent(intentId: string, goal: 'succeeded' | 'canceled', move: () => Promise<unknown>) {
    try {
      await move();
    } catch (error) {
      if (!isInvalidState(error)) throw error;
      const intent = await stripe.paymentIntents.retrieve(intentId);
      if (intent.status !== goal) throw error;
    }
  }

  return {
    name: 'stripe',
    async startCheckout(request) {
      const earliest = Math.ceil(settings.now().getTime() / 1000) + shortestCheckoutSeconds;
      const metadata = { payment_id: request.paymentId, booking_id: request.bookingId };
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency.toLowerCase(),
                unit_amount: request.amountMinor,
                product_data: { name: request.description },
              },
            },
          ],
          payment_intent_data: {
            capture_method: 'manual',
            application_fee_amount: request.platformFeeMinor,
            transfer_data: { destination: request.destinationAccountId },
            metadata,
          },
          metadata,
          customer_email: request.customerEmail,
          locale: request.language,
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          // The hold is 3 minutes, Stripe's shortest checkout 30: the service closes it itself
          // when the hold lapses (expireCheckout).
          expires_at: Math.max(Math.floor(request.expiresAt.getTime() / 1000), earliest),
          // Stripe's page cannot count the hold down: it says by when instead.
          custom_text: { submit: { message: request.submitMessage } },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (!session.url) throw new Error(`Stripe checkout ${session.id} has no URL`);
      return { sessionId: session.id, checkoutUrl: session.url };
    },
    async readCheckout(sessionId) {
      return checkoutStateOf(
        await stripe.checkout.sessions.retrieve(sessionId, { expand: ['payment_intent'] }),
      );
    },
    async expireCheckout(sessionId) {
      try {
        await stripe.checkout.sessions.expire(sessionId);
      } catch (error) {
        // Only an open session can be expired; a complete or expired one stays as it is.
        if (!isInvalidState(error)) throw error;
      }
    },
    capture: (intentId, idempotencyKey) =>
      moveIntent(intentId, 'succeeded', () =>
        stripe.paymentIntents.capture(intentId, {}, { idempotencyKey }),
      ),
    void: (intentId, idempotencyKey) =>
      moveIntent(intentId, 'canceled', () => stripe.paymentIntents.cancel(intentId, {}, { idempotencyKey })),
    async refund(request) {
      const refund = await stripe.refunds.create(
        {
          payment_intent: request.providerPaymentId,
          amount: request.amountMinor,
          // A destination charge's money sits in the connected account: take the refund back
          // from it, and give back the platform's fee on the refunded share as chosen (README).
          reverse_transfer: true,
          refund_application_fee: request.refundApplicationFee,
          metadata: { payment_id: request.paymentId, booking_id: request.bookingId },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      return refundStateOf(refund);
    },
    async readRefund(refundId) {
      return refundStateOf(await stripe.refunds.retrieve(refundId));
    },
    verifyWebhook: (rawBody, header) => verifiedProviderEvent(settings, rawBody, header, settings.now()),
    async createAccount(operator) {
      const account = await stripe.accounts.create({
        type: 'express',
        email: operator.email,
        business_profile: { name: operator.businessName },
        capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
        metadata: { operator_id: operator.operatorId },
      });
      return account.id;
    },
    async createOnboardingLink(accountId, urls) {
      const link = await stripe.accountLinks.create({
        account: accountId,
        type: 'account_onboarding',
        return_url: urls.returnUrl,
        refresh_url: urls.refreshUrl,
      });
      return link.url;
    },
    async readAccount(accountId) {
      return accountStateOf(await stripe.accounts.retrieve(accountId));
    },
  };
}
