import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventsV1 } from '@moorline/contracts';
import { bayWithBuoys } from '../../booking/test/booking-fixtures';
import { signWebhook } from '../src/provider/webhook-signature';
import {
  announcedEvents,
  bookingReaches,
  heldBooking,
  payWithCard,
  paymentReaches,
  startCheckout,
  testCards,
} from './payment-fixtures';
import { startMoneyPath, testWebhookSecret, type MoneyPath } from './support';

// The webhook route (issue 13 item 3): signed against the raw body, stale events refused,
// de-duplicated by event id in the effect's transaction, and order-tolerant because the state is
// re-read from the provider. Events are sent here as Stripe (and the sandbox) send them.

let sequence = 0;

/** A Stripe-shaped event about a payment, with an id of its own unless given. */
function paymentEvent(type: string, paymentId: string, id = `evt_test_${Date.now()}_${(sequence += 1)}`) {
  return Buffer.from(
    JSON.stringify({
      id,
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: 'pi_test', metadata: { payment_id: paymentId } } },
    }),
  );
}

describe('the payment webhook', () => {
  let paths: MoneyPath;
  let buoys: { id: string }[];
  const buoy = (index: number) => buoys[index]?.id ?? '';

  const deliver = async (body: Buffer, signature = signWebhook(testWebhookSecret, body, new Date())) => {
    const answer = await fetch(`${paths.paymentHttp}/webhooks/payments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body,
    });
    return { status: answer.status, body: (await answer.json()) as { outcome?: string; code?: string } };
  };

  const recordedEvents = async () =>
    (await paths.paymentDb.selectFrom('provider_events').select('event_id').execute()).map(
      (row) => row.event_id,
    );

  beforeAll(async () => {
    paths = await startMoneyPath();
    ({ buoys } = await bayWithBuoys(paths, {
      slug: 'webhook-bay',
      lat: 43.53,
      lon: 16.43,
      buoys: Array.from({ length: 4 }, () => ({ kind: 'digital' as const })),
    }));
  });

  afterAll(() => paths.stop());

  it('when the news of a payment arrives five times each and shuffled, then each state change happens exactly once', async () => {
    const { boater, bookingId } = await heldBooking(paths, buoy(0));
    const started = await startCheckout(paths, boater, bookingId);
    // The sandbox's own deliveries fail while the card is paid, so only the events below bring it.
    paths.faults.readCheckout = true;
    await payWithCard(started.checkoutUrl, testCards.succeeds);
    paths.faults.readCheckout = false;

    const events = [
      paymentEvent('payment_intent.amount_capturable_updated', started.paymentId),
      paymentEvent('checkout.session.completed', started.paymentId),
      paymentEvent('payment_intent.succeeded', started.paymentId),
    ];
    const inOrder = events.flatMap((event) => Array.from({ length: 5 }, () => event));
    // Shuffled the same way every run: position i takes delivery i·7 mod 15 (7 and 15 are coprime).
    const deliveries = inOrder.map((_, index) => inOrder[(index * 7) % inOrder.length] ?? Buffer.alloc(0));
    const outcomes = [];
    for (const body of deliveries) outcomes.push((await deliver(body)).body.outcome);

    expect(outcomes.filter((outcome) => outcome === 'applied')).toHaveLength(3);
    expect(outcomes.filter((outcome) => outcome === 'duplicate')).toHaveLength(12);
    await bookingReaches(paths, bookingId, 'confirmed');
    await paymentReaches(paths, boater, bookingId, 'captured');
    // Replayed again after the capture: still nothing new.
    for (const body of events) expect((await deliver(body)).body.outcome).toBe('duplicate');
    expect(await announcedEvents(paths, bookingId)).toEqual([
      eventsV1.PaymentAuthorized.$type,
      eventsV1.PaymentCaptured.$type,
      eventsV1.InvoiceIssued.$type,
    ]);
  });

  it('when an event is tampered with, stale, signed with another secret, unsigned or not an event, then it is refused with 400 and nothing is recorded', async () => {
    const { boater, bookingId } = await heldBooking(paths, buoy(1));
    const started = await startCheckout(paths, boater, bookingId);
    const before = await recordedEvents();
    const body = paymentEvent('checkout.session.completed', started.paymentId);
    const tampered = Buffer.from(
      body.toString().replace('checkout.session.completed', 'checkout.session.expired'),
    );
    const stale = signWebhook(testWebhookSecret, body, new Date(Date.now() - 301_000));
    const notAnEvent = Buffer.from('{"hello":"world"}');

    const refusals = [
      await deliver(tampered, signWebhook(testWebhookSecret, body, new Date())),
      await deliver(body, stale),
      await deliver(body, signWebhook('whsec_someone_else', body, new Date())),
      await deliver(body, ''),
      await deliver(notAnEvent),
    ];

    for (const refusal of refusals)
      expect(refusal).toEqual({ status: 400, body: expect.objectContaining({ code: 'webhook_rejected' }) });
    expect(await recordedEvents()).toEqual(before);
    expect(await announcedEvents(paths, bookingId)).toEqual([]);
    // The same event, signed properly, is then accepted.
    expect((await deliver(body)).status).toBe(200);
  });

  it('when an event names a payment we do not know, then it is acknowledged and recorded once, and nothing changes', async () => {
    const body = paymentEvent('checkout.session.completed', '00000000-0000-4000-8000-000000000000');
    expect((await deliver(body)).body.outcome).toBe('ignored');
    expect((await deliver(body)).body.outcome).toBe('duplicate');
  });

  // Last in this file: it leaves payment running on the rotated secret.
  it('when the webhook secret is rotated, then during the overlap events signed with the old or the new one are accepted, and after it only the new', async () => {
    const newSecret = 'whsec_payment_tests_rotated_fedcba9876';
    const unknownPayment = '00000000-0000-4000-8000-000000000001';
    const signedWith = async (secret: string) => {
      const body = paymentEvent('checkout.session.completed', unknownPayment);
      return (await deliver(body, signWebhook(secret, body, new Date()))).status;
    };

    await paths.restartPayment(undefined, {
      PAYMENT_WEBHOOK_SECRET: newSecret,
      PAYMENT_WEBHOOK_PREVIOUS_SECRET: testWebhookSecret,
    });
    expect(await signedWith(testWebhookSecret)).toBe(200);
    expect(await signedWith(newSecret)).toBe(200);
    expect(await signedWith('whsec_payment_tests_someone_else_0123')).toBe(400);

    await paths.restartPayment(undefined, { PAYMENT_WEBHOOK_PREVIOUS_SECRET: undefined });
    expect(await signedWith(testWebhookSecret)).toBe(400);
    expect(await signedWith(newSecret)).toBe(200);
  });
});
