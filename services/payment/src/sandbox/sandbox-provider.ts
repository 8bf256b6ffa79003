import type { Kysely } from 'kysely';
import type { PaymentTables } from '../payment.tables';
import type { AccountState, CheckoutRequest, PaymentProvider } from '../provider/payment-provider';
import { verifiedProviderEvent } from '../provider/provider-event';
import type { WebhookSecrets } from '../provider/webhook-signature';
import { createAccount, createOnboardingLink, readAccount } from './sandbox-accounts';
import { changeCheckout, checkoutState, findCheckout, type SandboxCheckout } from './sandbox-checkouts';
import { sandboxId, type EventDelivery } from './sandbox-events';
import { readRefund, refundCharge } from './sandbox-refunds';

type Db = Kysely<PaymentTables>;

export interface SandboxSettings extends EventDelivery, WebhookSecrets {
  /** Where browsers reach the sandbox's pages (the payment service's HTTP server). */
  publicBaseUrl: string;
}

export const checkoutPagePath = (sessionId: string) => `/sandbox/checkout/${sessionId}`;

async function startCheckout(db: Db, settings: SandboxSettings, request: CheckoutRequest) {
  await db
    .insertInto('sandbox_checkouts')
    .values({
      session_id: sandboxId('cs'),
      idempotency_key: request.idempotencyKey,
      payment_id: request.paymentId,
      booking_id: request.bookingId,
      amount_minor: request.amountMinor,
      currency: request.currency,
      platform_fee_minor: request.platformFeeMinor,
      destination_account_id: request.destinationAccountId,
      description: request.description,
      customer_email: request.customerEmail,
      language: request.language,
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
      expires_at: request.expiresAt,
      submit_message: request.submitMessage,
    })
    .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
    .execute();
  // A retried request with the same key gets the first checkout, as Stripe's idempotency does;
  // the same key for another payment is a programming error there too.
  const checkout = await db
    .selectFrom('sandbox_checkouts')
    .selectAll()
    .where('idempotency_key', '=', request.idempotencyKey)
    .executeTakeFirstOrThrow();
  if (checkout.payment_id !== request.paymentId)
    throw new Error('sandbox: idempotency key reused for another payment');
  return {
    sessionId: checkout.session_id,
    checkoutUrl: `${settings.publicBaseUrl}${checkoutPagePath(checkout.session_id)}`,
  };
}

async function existingCheckout(db: Db, sessionId: string): Promise<SandboxCheckout> {
  const checkout = await findCheckout(db, sessionId);
  if (!checkout) throw new Error(`sandbox: no checkout ${sessionId}`);
  return checkout;
}

/** Moves an authorized charge on; the same move again is a no-op, any other state an error. */
async function settleCharge(
  db: Db,
  settings: SandboxSettings,
  paymentIntentId: string,
  to: 'captured' | 'voided',
): Promise<void> {
  const row = await db
    .selectFrom('sandbox_checkouts')
    .select('session_id')
    .where('payment_intent_id', '=', paymentIntentId)
    .executeTakeFirst();
  if (!row) throw new Error(`sandbox: no payment intent ${paymentIntentId}`);
  const result = await changeCheckout(db, settings, row.session_id, (checkout) => {
    if (checkout.charge === to) return { done: checkout };
    if (checkout.charge !== 'authorized') return { refused: 'wrong_state' };
    return {
      set: { charge: to },
      events: [to === 'captured' ? 'payment_intent.succeeded' : 'payment_intent.canceled'],
    };
  });
  if ('refused' in result) throw new Error(`sandbox: cannot move payment intent ${paymentIntentId} to ${to}`);
}

/** The sandbox provider: the port's calls answered from the sandbox's own tables. */
export function sandboxProvider(db: Db, settings: SandboxSettings): PaymentProvider {
  return {
    name: 'sandbox',
    startCheckout: (request) => startCheckout(db, settings, request),
    async readCheckout(sessionId) {
      return checkoutState(await existingCheckout(db, sessionId), settings.now());
    },
    async expireCheckout(sessionId) {
      await changeCheckout(db, settings, sessionId, (checkout) =>
        checkout.session !== 'open'
          ? { done: checkout }
          : {
              // A charge waiting for the bank's confirmation is abandoned with the page.
              set: {
                session: 'expired',
                charge: checkout.charge === 'awaiting_confirmation' ? 'none' : checkout.charge,
              },
              events: ['checkout.session.expired'],
            },
      );
    },
    capture: (paymentIntentId) => settleCharge(db, settings, paymentIntentId, 'captured'),
    void: (paymentIntentId) => settleCharge(db, settings, paymentIntentId, 'voided'),
    refund: (request) => refundCharge(db, settings, request),
    readRefund: (refundId) => readRefund(db, refundId),
    verifyWebhook: (rawBody, header) => verifiedProviderEvent(settings, rawBody, header, settings.now()),
    createAccount: (operator) => createAccount(db, operator),
    createOnboardingLink: (accountId, urls) => createOnboardingLink(db, settings, accountId, urls),
    readAccount: (accountId): Promise<AccountState> => readAccount(db, accountId),
  };
}
