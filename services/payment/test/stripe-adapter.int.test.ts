import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AppError } from '@moorline/kit';
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import type { CheckoutRequest, PaymentProvider } from '../src/provider/payment-provider';
import { settlementFor } from '../src/payments/settlement-rules';
import { createStripeProvider } from '../src/stripe';
import { checkoutStateOf } from '../src/stripe/stripe-states';
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
    submitMessage: 'Platite do 14:03 po vremenu uvale.',
    idempotencyKey: randomUUID(),
  });

  it('when a checkout is started, then Stripe accepts the manual-capture destination charge with its by-when line and answers its page', async () => {
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

  it('when a captured destination charge is refunded, then Stripe accepts the refund with its transfer reversed and the fee given back, and it reads back', async () => {
    const bookingId = randomUUID();
    const refund = await stripe.refund({
      providerPaymentId: 'pi_fixture',
      amountMinor: 1_250,
      currency: 'EUR',
      refundApplicationFee: true,
      paymentId: randomUUID(),
      bookingId,
      idempotencyKey: `refund-${bookingId}`,
    });
    expect(refund.providerRefundId).toMatch(/^re_/);
    expect(['pending', 'succeeded', 'failed']).toContain(refund.status);
    const read = await stripe.readRefund(refund.providerRefundId);
    expect(read.providerRefundId).toBe(refund.providerRefundId);
  });

  it('when Stripe sends a refund’s events, then each is read as about the refund of our booking, or of the refunded charge', () => {
    const sdk = new Stripe('sk_test_123');
    const bookingId = randomUUID();
    const signed = (type: string, object: Record<string, unknown>) => {
      const payload = JSON.stringify({ id: `evt_${randomUUID()}`, object: 'event', type, data: { object } });
      return [
        Buffer.from(payload),
        sdk.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }),
      ] as const;
    };
    for (const type of ['refund.created', 'refund.updated', 'charge.refund.updated'])
      expect(
        stripe.verifyWebhook(
          ...signed(type, { id: 're_1', object: 'refund', metadata: { booking_id: bookingId } }),
        ),
      ).toMatchObject({ about: 'refund', refundOf: { bookingId } });
    expect(
      stripe.verifyWebhook(
        ...signed('charge.refunded', { id: 'ch_1', object: 'charge', payment_intent: 'pi_1', metadata: {} }),
      ),
    ).toMatchObject({ about: 'refund', refundOf: { providerPaymentId: 'pi_1' } });
  });

  it('when Stripe reports a declined card on a checkout still open, then the decline is our payment’s news and the payment stays pending for another card', async () => {
    // Stripe's own shapes from stripe-mock: its session and intent, as they stand after a decline
    // on the hosted page (the session open, the intent back to needing a payment method).
    const sdk = new Stripe('sk_test_123', {
      host: new URL(mock.apiUrl).hostname,
      port: new URL(mock.apiUrl).port,
      protocol: 'http',
    });
    const paymentId = randomUUID();
    const fixture = await sdk.checkout.sessions.retrieve('cs_test_fixture');
    const intent = await sdk.paymentIntents.retrieve('pi_fixture');
    const declinedIntent: Stripe.PaymentIntent = {
      ...intent,
      status: 'requires_payment_method',
      metadata: { payment_id: paymentId },
      last_payment_error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds' },
    };
    const payload = JSON.stringify({
      id: `evt_${randomUUID()}`,
      object: 'event',
      type: 'payment_intent.payment_failed',
      data: { object: declinedIntent },
    });
    const header = sdk.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    expect(stripe.verifyWebhook(Buffer.from(payload), header)).toMatchObject({ about: 'payment', paymentId });

    const open = {
      ...fixture,
      status: 'open',
      metadata: { payment_id: paymentId },
      payment_intent: declinedIntent,
    };
    const state = checkoutStateOf(open as Stripe.Checkout.Session);
    expect(state).toMatchObject({ session: 'open', charge: 'failed', failureCode: 'insufficient_funds' });
    expect(settlementFor('pending', state)).toBeUndefined();
    // Only the checkout's end (the hold lapsed and we expired it) makes the decline final.
    const closed = checkoutStateOf({ ...open, status: 'expired' } as Stripe.Checkout.Session);
    expect(settlementFor('pending', closed)).toEqual({ to: 'failed', failureCode: 'insufficient_funds' });
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
