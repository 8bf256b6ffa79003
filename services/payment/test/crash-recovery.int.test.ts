import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventsV1 } from '@moorline/contracts';
import { waitFor } from '@moorline/deploy/src/testing/test-infra';
import { sql } from 'kysely';
import { bayWithBuoys, boaterWithBoat, hold, nightStay } from '../../booking/test/booking-fixtures';
import {
  announcedEvents,
  bookingReaches,
  heldBooking,
  occupancyOf,
  payWithCard,
  paymentReaches,
  startCheckout,
  testCards,
} from './payment-fixtures';
import { startMoneyPath, type MoneyPath } from './support';

// Crash injection at four points (issue 13 item 8). A step is made to fail as a crash there
// would leave things, the payment service is stopped and started again on its database, and
// reconciliation (every 300 ms here, after a 1 s grace) finishes the job. Whatever the point,
// the invariants hold: no capture without a confirmed booking, each capture and invoice once,
// and no buoy left held.

describe('a crash on the money path', () => {
  let paths: MoneyPath;
  let buoys: { id: string }[];
  const buoy = (index: number) => buoys[index]?.id ?? '';

  beforeAll(async () => {
    paths = await startMoneyPath({
      reconcileIntervalMs: 300,
      reconcileGraceSeconds: 1,
      sweepIntervalMs: 300,
    });
    ({ buoys } = await bayWithBuoys(paths, {
      slug: 'crash-bay',
      lat: 43.52,
      lon: 16.42,
      buoys: Array.from({ length: 7 }, () => ({ kind: 'digital' as const })),
    }));
  });

  afterAll(() => paths.stop());

  const storedPayment = (bookingId: string) =>
    paths.paymentDb
      .selectFrom('payments')
      .select(['id', 'status', 'booking_outcome'])
      .where('booking_id', '=', bookingId)
      .executeTakeFirstOrThrow();

  /** The invariants after recovery: a capture only with a confirmed booking, and nothing held. */
  async function expectInvariants() {
    const captured = await paths.paymentDb
      .selectFrom('payments')
      .select('booking_id')
      .where('status', '=', 'captured')
      .execute();
    for (const { booking_id } of captured)
      expect(
        await paths.bookingDb
          .selectFrom('bookings')
          .select('status')
          .where('id', '=', booking_id)
          .executeTakeFirst(),
      ).toEqual({ status: 'confirmed' });
    const { rows } = await sql<{ held: number }>`
      SELECT count(*)::int AS held FROM bookings WHERE status = 'held' AND hold_expires_at <= now()`.execute(
      paths.bookingDb,
    );
    expect(rows[0]?.held).toBe(0);
  }

  /** Once each: what a booking's payments announced after recovery. */
  const expectCapturedOnce = async (bookingId: string) =>
    expect(await announcedEvents(paths, bookingId)).toEqual([
      eventsV1.PaymentAuthorized.$type,
      eventsV1.PaymentCaptured.$type,
      eventsV1.InvoiceIssued.$type,
    ]);

  it('when the process dies after the card is authorized but before the webhook is applied, then after restart the booking is confirmed and captured once', async () => {
    const { boater, bookingId } = await heldBooking(paths, buoy(0));
    const started = await startCheckout(paths, boater, bookingId);
    paths.faults.readCheckout = true;
    expect((await payWithCard(started.checkoutUrl, testCards.succeeds)).status).toBe(303);
    expect((await storedPayment(bookingId)).status).toBe('pending');

    await paths.restartPayment();

    await bookingReaches(paths, bookingId, 'confirmed');
    await paymentReaches(paths, boater, bookingId, 'captured');
    await expectCapturedOnce(bookingId);
    await expectInvariants();
  });

  it('when the process dies after the booking is confirmed but before the capture, then after restart it is captured once', async () => {
    const { boater, bookingId } = await heldBooking(paths, buoy(1));
    const started = await startCheckout(paths, boater, bookingId);
    paths.faults.capture = true;
    await payWithCard(started.checkoutUrl, testCards.succeeds);
    await bookingReaches(paths, bookingId, 'confirmed');
    await waitFor(async () => (await storedPayment(bookingId)).booking_outcome === 'confirmed');
    expect((await storedPayment(bookingId)).status).toBe('authorized');

    await paths.restartPayment();

    await paymentReaches(paths, boater, bookingId, 'captured');
    await expectCapturedOnce(bookingId);
    await expectInvariants();
  });

  it('when the process dies in the middle of applying the capture, then the whole transaction is undone and after restart the capture and invoice land once', async () => {
    const { boater, bookingId } = await heldBooking(paths, buoy(2));
    const started = await startCheckout(paths, boater, bookingId);
    paths.faults.renderInvoice = true;
    await payWithCard(started.checkoutUrl, testCards.succeeds);
    await bookingReaches(paths, bookingId, 'confirmed');
    // The provider has taken the money, but the transaction that records it (and the invoice)
    // keeps failing: our record stays authorized with no invoice.
    await waitFor(async () => (await storedPayment(bookingId)).booking_outcome === 'confirmed');
    expect((await storedPayment(bookingId)).status).toBe('authorized');
    expect(
      await paths.paymentDb.selectFrom('invoices').select('id').where('booking_id', '=', bookingId).execute(),
    ).toEqual([]);

    await paths.restartPayment();

    await paymentReaches(paths, boater, bookingId, 'captured');
    await expectCapturedOnce(bookingId);
    await expectInvariants();
  });

  it('when payment is down (relay and all) while the hold lapses and another boater takes the buoy, then after restart the late authorization is voided and nothing is captured', async () => {
    const { boater, bookingId } = await heldBooking(paths, buoy(3));
    const started = await startCheckout(paths, boater, bookingId);
    paths.faults.readCheckout = true;
    await payWithCard(started.checkoutUrl, testCards.succeeds);
    const rival = await boaterWithBoat(paths);

    await paths.restartPayment(async () => {
      await paths.bookingDb
        .updateTable('bookings')
        .set({ hold_expires_at: sql`now() - interval '1 second'` })
        .where('id', '=', bookingId)
        .execute();
      await bookingReaches(paths, bookingId, 'expired');
      await hold(paths, rival, nightStay(buoy(3), rival.boatId));
    });

    await bookingReaches(paths, bookingId, 'failed');
    await paymentReaches(paths, boater, bookingId, 'voided');
    expect(await announcedEvents(paths, bookingId)).toEqual([
      eventsV1.PaymentAuthorized.$type,
      eventsV1.PaymentVoided.$type,
    ]);
    expect(await occupancyOf(paths, bookingId)).not.toBe('confirmed');
    await expectInvariants();
  });

  it('when payment is down while the hold lapses and the buoy stays free, then after restart the late payment confirms the booking and is captured once', async () => {
    const { boater, bookingId } = await heldBooking(paths, buoy(4));
    const started = await startCheckout(paths, boater, bookingId);
    paths.faults.readCheckout = true;
    await payWithCard(started.checkoutUrl, testCards.succeeds);

    await paths.restartPayment(async () => {
      await paths.bookingDb
        .updateTable('bookings')
        .set({ hold_expires_at: sql`now() - interval '1 second'` })
        .where('id', '=', bookingId)
        .execute();
      await bookingReaches(paths, bookingId, 'expired');
    });

    await bookingReaches(paths, bookingId, 'confirmed');
    await paymentReaches(paths, boater, bookingId, 'captured');
    await expectCapturedOnce(bookingId);
    await expectInvariants();
  });

  // Issue 26 item 2: an authorization booking never decided (the consumer's old unlocked read let
  // the sweeper's expiry swallow it) must still end captured or voided. The state is made as that
  // bug left it: the card authorized, payment's record authorized with the booking expired, and no
  // PaymentAuthorized left for booking to read; reconciliation asks booking again.
  /**
   * Pays while payment cannot read the checkout, then, with payment down, lapses the hold and
   * writes what the lost authorization left: authorized, booking expired, nothing announced.
   */
  async function lostAuthorization(buoyIndex: number, meanwhile: () => Promise<void> = async () => {}) {
    const { boater, bookingId } = await heldBooking(paths, buoy(buoyIndex));
    const started = await startCheckout(paths, boater, bookingId);
    paths.faults.readCheckout = true;
    expect((await payWithCard(started.checkoutUrl, testCards.succeeds)).status).toBe(303);
    await paths.restartPayment(async () => {
      await paths.bookingDb
        .updateTable('bookings')
        .set({ hold_expires_at: sql<Date>`now() - interval '1 second'` })
        .where('id', '=', bookingId)
        .execute();
      await bookingReaches(paths, bookingId, 'expired');
      await meanwhile();
      const { payment_intent_id } = await paths.paymentDb
        .selectFrom('sandbox_checkouts')
        .select('payment_intent_id')
        .where('booking_id', '=', bookingId)
        .executeTakeFirstOrThrow();
      await paths.paymentDb
        .updateTable('payments')
        .set({
          status: 'authorized',
          provider_payment_id: payment_intent_id,
          authorized_at: sql<Date>`now()`,
          booking_outcome: 'expired',
          // Payment's copy of the deadline lapsed with booking's.
          hold_expires_at: sql<Date>`now() - interval '1 second'`,
        })
        .where('booking_id', '=', bookingId)
        .execute();
    });
    return { boater, bookingId };
  }

  it('when booking never answered an authorization and the buoy is still free, then reconciliation asks booking again, the booking is confirmed and the money captured once', async () => {
    const { boater, bookingId } = await lostAuthorization(5);
    await bookingReaches(paths, bookingId, 'confirmed');
    await paymentReaches(paths, boater, bookingId, 'captured');
    const announced = await announcedEvents(paths, bookingId);
    expect(announced.filter((type) => type === eventsV1.PaymentCaptured.$type)).toHaveLength(1);
    expect(announced.filter((type) => type === eventsV1.InvoiceIssued.$type)).toHaveLength(1);
    await expectInvariants();
  });

  it('when booking never answered an authorization and another boater took the buoy, then booking fails it and the authorization is voided, nothing captured', async () => {
    const rival = await boaterWithBoat(paths);
    const { boater, bookingId } = await lostAuthorization(6, async () => {
      await hold(paths, rival, nightStay(buoy(6), rival.boatId));
    });
    await bookingReaches(paths, bookingId, 'failed');
    await paymentReaches(paths, boater, bookingId, 'voided');
    expect(await announcedEvents(paths, bookingId)).not.toContain(eventsV1.PaymentCaptured.$type);
    await expectInvariants();
  });
});
