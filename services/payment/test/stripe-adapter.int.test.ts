import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AppError } from '@moorline/kit';
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import type { CheckoutRequest, PaymentProvider } from '../src/provider/payment-provider';
import { createStripeProvider } from '../src/stripe';
import { startStripeMock, type StripeMock } from './stripe-mock';

// The Stripe adapter against stripe-mock: every call it makes is one Stripe's API accepts (the
// mock validates parameters against Stripe's OpenAPI spec and answers fixtures, so the answers'
// shapes are checked here, not business values). Webhooks are signed with the Stripe SDK's own
// test signer, so our verification is checked against Stripe's scheme, not against itself.

const webhookSecret = 'whsec_stripe_adapter_tests_0123456789';

describe('the Stripe adapter', () => {
  let mock: StripeMock;
  let stripe: PaymentProvider;

  beforeAll(async () => {
    mock = await startStripeMock();
    stripe = createStripeProvider({
      secretKey: 'sk_test_123',
      apiUrl: mock.apiUrl,
      webhookSecret,
      now: () => new Date(),
    });
  });

  afterAll(() => mock.stop());

  const request = (): CheckoutRequest => ({
    paymentId: randomUUID(),
    bookingId: randomUUID(),
    amountMinor: 4_000,
    currency: 'EUR',
    platformFeeMinor: 200,
    destinationAccountId: 'acct_1032D82eZvKYlo2C',
    description: 'Telašćica, buoy 12, 24–25 Nov 2026',
    customerEmail: 'ana.kovac@example.com',
    language: 'hr',
    successUrl: 'http://localhost:3000/hr/bookings/success?booking=1',
    cancelUrl: 'http://localhost:3000/hr/bookings/cancel?booking=1',
    expiresAt: new Date(Date.now() + 180_000),
    idempotencyKey: randomUUID(),
  });

  it('when a checkout is started, then Stripe accepts the manual-capture destination charge and answers its page', async () => {
    const started = await stripe.startCheckout(request());
    expect(started.sessionId).toMatch(/^cs_/);
    expect(started.checkoutUrl).toMatch(/^https:\/\//);
  });

  it('when a checkout that names none of our payments is read, then the adapter refuses to guess whose it is', async () => {
    // stripe-mock's fixture session (read with its intent expanded) carries no payment id.
    await expect(stripe.readCheckout('cs_test_fixture')).rejects.toThrow(/no payment id/);
  });

  it('when a checkout is expired and charges captured or voided, then Stripe takes each call', async () => {
    await expect(stripe.expireCheckout('cs_test_fixture')).resolves.toBeUndefined();
    await expect(stripe.capture('pi_fixture', randomUUID())).resolves.toBeUndefined();
    await expect(stripe.void('pi_fixture', randomUUID())).resolves.toBeUndefined();
  });

  it('when an operator is onboarded, then an account is made, a link answered and its state read', async () => {
    const accountId = await stripe.createAccount({
      operatorId: randomUUID(),
      email: 'ops@strunjan.example',
      businessName: 'Morske boje d.o.o.',
    });
    expect(accountId).toMatch(/^acct_/);
    const link = await stripe.createOnboardingLink(accountId, {
      returnUrl: 'http://localhost:3000/en/dashboard/payouts',
      refreshUrl: 'http://localhost:3000/en/dashboard/payouts?refresh=1',
    });
    expect(link).toMatch(/^https:\/\//);
    const state = await stripe.readAccount(accountId);
    expect(['details_pending', 'ready', 'restricted']).toContain(state.state);
    expect(Array.isArray(state.missing)).toBe(true);
  });

  describe('webhooks signed by Stripe’s own scheme', () => {
    const sdk = new Stripe('sk_test_123');
    const event = (paymentId: string) =>
      JSON.stringify({
        id: `evt_${randomUUID()}`,
        object: 'event',
        type: 'checkout.session.completed',
        data: {
          object: { id: 'cs_test_1', object: 'checkout.session', metadata: { payment_id: paymentId } },
        },
      });
    const sign = (payload: string, secret = webhookSecret) =>
      sdk.webhooks.generateTestHeaderString({ payload, secret });

    it('when a recorded event is signed with the endpoint secret, then it is verified and read as about our payment', () => {
      const paymentId = randomUUID();
      const payload = event(paymentId);
      expect(stripe.verifyWebhook(Buffer.from(payload), sign(payload))).toMatchObject({
        about: 'payment',
        paymentId,
      });
    });

    it('when the body was changed after signing or another secret signed it, then it is rejected', () => {
      const payload = event(randomUUID());
      const tampered = payload.replace('checkout.session.completed', 'checkout.session.expired');
      for (const [body, header] of [
        [tampered, sign(payload)],
        [payload, sign(payload, 'whsec_someone_else_0123456789')],
      ] as const) {
        let refusal: unknown;
        try {
          stripe.verifyWebhook(Buffer.from(body), header);
        } catch (error) {
          refusal = error;
        }
        expect(refusal).toBeInstanceOf(AppError);
        expect((refusal as AppError).code).toBe('webhook_rejected');
      }
    });
  });
});
