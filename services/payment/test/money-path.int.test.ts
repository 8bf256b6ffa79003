import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { eventsV1, paymentV1 } from '@moorline/contracts';
import { waitFor } from '@moorline/deploy/src/testing/test-infra';
import { bayWithBuoys } from '../../booking/test/booking-fixtures';
import {
  announcedEvents,
  bookingReaches,
  heldBooking,
  lapseHold,
  occupancyOf,
  paymentOf,
  payWithCard,
  paymentReaches,
  postForm,
  startCheckout,
  testCards,
} from './payment-fixtures';
import { startMoneyPath, type MoneyPath } from './support';

// The sandbox's card matrix end to end (issue 13 item 8): catalog, booking and payment as
// `make start` runs them, the boater paying on the sandbox's own checkout page, every event
// travelling through Kafka.

describe('paying for a hold in the sandbox', () => {
  let paths: MoneyPath;
  let buoys: { id: string }[];
  const buoy = (index: number) => buoys[index]?.id ?? '';

  beforeAll(async () => {
    paths = await startMoneyPath();
    const bay = await bayWithBuoys(paths, {
      slug: 'money-path-bay',
      lat: 43.5,
      lon: 16.4,
      buoys: Array.from({ length: 8 }, () => ({ kind: 'digital' as const })),
    });
    buoys = bay.buoys;
    // The seller as its application gave it (issue 28 item 7).
    await paths.catalogDb
      .updateTable('bays')
      .set({ company_address: 'Obala 1, 21000 Split', company_tax_number: '69435151530' })
      .where('id', '=', bay.id)
      .execute();
  });

  afterAll(() => paths.stop());

  it('when the boater pays with the card that succeeds, then the booking is confirmed, the money captured once and one invoice issued', async () => {
    const { boater, bookingId } = await heldBooking(paths, buoy(0));
    const started = await startCheckout(paths, boater, bookingId);
    expect(started.status).toBe(paymentV1.PaymentStatus.PAYMENT_STATUS_PENDING);
    expect(started.checkoutUrl.startsWith(`${paths.paymentHttp}/sandbox/checkout/`)).toBe(true);

    const page = await fetch(started.checkoutUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Sandbox');
    // The hold's 3 minutes counted down (issue 28 item 2), and by when beside the pay button.
    const secondsLeft = Number(/role="timer" id="time-left" data-seconds="(\d+)"/.exec(html)?.[1]);
    expect(secondsLeft).toBeGreaterThan(0);
    expect(secondsLeft).toBeLessThanOrEqual(180);
    expect(html).toMatch(/<p class="hint">Pay by \d{2}:\d{2}, bay time\./);
    // The countdown's script runs: the page's policy allows exactly its hash.
    const script = /<script>([\s\S]*)<\/script>/.exec(html)?.[1] ?? '';
    const hash = createHash('sha256').update(script).digest('base64');
    expect(page.headers.get('content-security-policy')).toContain(`script-src 'sha256-${hash}'`);

    const paid = await payWithCard(started.checkoutUrl, testCards.succeeds);
    expect(paid.status).toBe(303);
    expect(paid.location).toBe(`http://localhost:3000/en/bookings/success?booking=${bookingId}`);

    await bookingReaches(paths, bookingId, 'confirmed');
    const captured = await paymentReaches(paths, boater, bookingId, 'captured');
    expect(captured.amount).toEqual(started.amount);
    await waitFor(async () => (await occupancyOf(paths, bookingId)) === 'confirmed');

    const { invoices } = await paths.paymentClient.listInvoices({ bookingId }, boater.as);
    expect(invoices).toHaveLength(1);
    const [invoice] = invoices;
    expect(invoice?.total).toEqual(started.amount);
    const document = await paths.paymentClient.getInvoice({ invoiceId: invoice?.invoiceId ?? '' }, boater.as);
    expect(Buffer.from(document.pdf).subarray(0, 5).toString()).toBe('%PDF-');
    // What the invoice states of the seller and the buyer, kept when checkout started.
    const { invoice_facts: facts } = await paths.paymentDb
      .selectFrom('payments')
      .select('invoice_facts')
      .where('booking_id', '=', bookingId)
      .executeTakeFirstOrThrow();
    expect(facts.seller).toMatchObject({ address: 'Obala 1, 21000 Split', taxNumber: 'HR69435151530' });
    expect(facts.buyerName).toBe('Test Skipper');

    expect(await announcedEvents(paths, bookingId)).toEqual([
      eventsV1.PaymentAuthorized.$type,
      eventsV1.PaymentCaptured.$type,
      eventsV1.InvoiceIssued.$type,
    ]);
  });

  it.each([
    ['declined', testCards.declined, 'Your card was declined.', 1],
    ['short of funds', testCards.insufficientFunds, 'Your card has insufficient funds.', 2],
  ])(
    'when the card is %s, then the same page says so and takes another card, and the card that succeeds confirms the booking',
    async (_case, card, reason, buoyIndex) => {
      const { boater, bookingId } = await heldBooking(paths, buoy(buoyIndex));
      const started = await startCheckout(paths, boater, bookingId);

      const refused = await payWithCard(started.checkoutUrl, card);
      expect(refused.status).toBe(402);
      expect(refused.html).toContain(reason);
      expect(refused.html).toContain('You can try another card while the buoy is held for you.');
      expect(refused.html).toContain(`action="/sandbox/checkout/`);
      const again = await fetch(started.checkoutUrl);
      expect(again.status).toBe(200);
      expect(await again.text()).toContain(reason);

      const paid = await payWithCard(started.checkoutUrl, testCards.succeeds);
      expect(paid.status).toBe(303);
      expect(paid.location).toBe(`http://localhost:3000/en/bookings/success?booking=${bookingId}`);
      await bookingReaches(paths, bookingId, 'confirmed');
      await paymentReaches(paths, boater, bookingId, 'captured');
      expect(await announcedEvents(paths, bookingId)).toEqual([
        eventsV1.PaymentAuthorized.$type,
        eventsV1.PaymentCaptured.$type,
        eventsV1.InvoiceIssued.$type,
      ]);
    },
  );

  it('when the card is declined and no other card is tried before the hold lapses, then the payment fails with the decline and the buoy is free', async () => {
    const { boater, bookingId } = await heldBooking(paths, buoy(6));
    const started = await startCheckout(paths, boater, bookingId);
    expect((await payWithCard(started.checkoutUrl, testCards.insufficientFunds)).status).toBe(402);

    await lapseHold(paths, bookingId);
    const failed = await paymentReaches(paths, boater, bookingId, 'failed');
    expect(failed.failureCode).toBe('insufficient_funds');
    await waitFor(async () => (await occupancyOf(paths, bookingId)) === 'expired');
    expect((await payWithCard(started.checkoutUrl, testCards.succeeds)).status).toBe(409);
    expect(await announcedEvents(paths, bookingId)).toEqual([eventsV1.PaymentFailed.$type]);
  });

  it('when the card asks for an extra confirmation and the boater completes it, then the booking is confirmed and captured', async () => {
    const { boater, bookingId } = await heldBooking(paths, buoy(3));
    const started = await startCheckout(paths, boater, bookingId);

    const asked = await payWithCard(started.checkoutUrl, testCards.asksConfirmation);
    expect(asked.status).toBe(303);
    expect(new URL(asked.location ?? '', started.checkoutUrl).href).toBe(`${started.checkoutUrl}/confirm`);
    expect((await paymentOf(paths, boater, bookingId)).status).toBe(
      paymentV1.PaymentStatus.PAYMENT_STATUS_PENDING,
    );

    const confirmed = await postForm(`${started.checkoutUrl}/confirm`, { decision: 'approve' });
    expect(confirmed.status).toBe(303);
    await bookingReaches(paths, bookingId, 'confirmed');
    await paymentReaches(paths, boater, bookingId, 'captured');
  });

  it('when the card asks for an extra confirmation and the boater fails it, then the page takes another card and the booking stays held until one succeeds', async () => {
    const { boater, bookingId } = await heldBooking(paths, buoy(4));
    const started = await startCheckout(paths, boater, bookingId);
    await payWithCard(started.checkoutUrl, testCards.asksConfirmation);

    const failed = await postForm(`${started.checkoutUrl}/confirm`, { decision: 'fail' });
    expect(failed.status).toBe(402);
    expect(failed.html).toContain('Your card was declined.');
    expect((await payWithCard(started.checkoutUrl, testCards.succeeds)).status).toBe(303);
    await bookingReaches(paths, bookingId, 'confirmed');
    await paymentReaches(paths, boater, bookingId, 'captured');
  });

  it('when a paid checkout page is paid again, then it answers that it is closed and nothing more is charged', async () => {
    const { boater, bookingId } = await heldBooking(paths, buoy(5));
    const started = await startCheckout(paths, boater, bookingId);
    await payWithCard(started.checkoutUrl, testCards.succeeds);
    await paymentReaches(paths, boater, bookingId, 'captured');

    const again = await payWithCard(started.checkoutUrl, testCards.succeeds);
    expect(again.status).toBe(409);
    expect(await announcedEvents(paths, bookingId)).toEqual([
      eventsV1.PaymentAuthorized.$type,
      eventsV1.PaymentCaptured.$type,
      eventsV1.InvoiceIssued.$type,
    ]);
  });
});
