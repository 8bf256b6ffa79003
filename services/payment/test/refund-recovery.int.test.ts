import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventsV1 } from '@moorline/contracts';
import { waitFor } from '@moorline/deploy/src/testing/test-infra';
import { bayWithBuoys } from '../../booking/test/booking-fixtures';
import { randomUUID } from 'node:crypto';
import { recordPendingRefund } from '../src/refunds/refund.repository';
import {
  announcedEvents,
  bookingReaches,
  heldBooking,
  payWithCard,
  paymentReaches,
  startCheckout,
  testCards,
} from './payment-fixtures';
import { lines, recordStay } from './recorded-invoices';
import { invoicesOf, paidBooking, settledRefund } from './refund-fixtures';
import { startMoneyPath, type MoneyPath } from './support';

// Reconciliation finishes refunds left pending (issue 30 item 2), every 300 ms here after a 1 s
// grace. Each refund below is recorded as the cancellation's consumer records it and then left,
// as a crash right after recording would leave it: no event will come again, so only
// reconciliation can give the money back and issue the credit note.

describe('refunds left pending', () => {
  let paths: MoneyPath;
  let buoys: { id: string }[];
  const buoy = (index: number) => buoys[index]?.id ?? '';

  beforeAll(async () => {
    paths = await startMoneyPath({ reconcileIntervalMs: 300, reconcileGraceSeconds: 1 });
    ({ buoys } = await bayWithBuoys(paths, {
      slug: 'refund-recovery-bay',
      lat: 43.4,
      lon: 16.2,
      buoys: Array.from({ length: 3 }, () => ({ kind: 'digital' as const })),
    }));
  });

  afterAll(() => paths.stop());

  /** The refund as the consumer records it before it calls the provider. */
  async function pendingRefund(bookingId: string, amountMinor: number) {
    const payment = await paths.paymentDb
      .selectFrom('payments')
      .selectAll()
      .where('booking_id', '=', bookingId)
      .executeTakeFirstOrThrow();
    return recordPendingRefund(paths.paymentDb, {
      payment_id: payment.id,
      booking_id: bookingId,
      amount_minor: amountMinor,
      currency: payment.currency,
      cancelled_by: 'operator',
    });
  }

  it('when the service stopped after recording a refund and before asking the provider, then reconciliation refunds it once and issues its credit note', async () => {
    const { bookingId } = await paidBooking(paths, buoy(0));
    const [invoice] = await invoicesOf(paths, bookingId);
    await pendingRefund(bookingId, invoice?.total_minor ?? 0);

    expect(await settledRefund(paths, bookingId)).toMatchObject({ status: 'succeeded' });
    expect((await invoicesOf(paths, bookingId)).map((one) => one.kind)).toEqual(['invoice', 'credit_note']);
    const atSandbox = await paths.paymentDb
      .selectFrom('sandbox_refunds')
      .select('amount_minor')
      .where('idempotency_key', '=', `refund-${bookingId}`)
      .execute();
    expect(atSandbox).toEqual([{ amount_minor: invoice?.total_minor }]);
  });

  it('when a cancelled booking’s capture had not gone through yet, then it is captured and invoiced first, and reconciliation refunds it and issues the credit note after the invoice', async () => {
    const { boater, bookingId } = await heldBooking(paths, buoy(1));
    const started = await startCheckout(paths, boater, bookingId);
    paths.faults.capture = true;
    await payWithCard(started.checkoutUrl, testCards.succeeds);
    await bookingReaches(paths, bookingId, 'confirmed');
    await waitFor(async () => {
      const payment = await paths.paymentDb
        .selectFrom('payments')
        .select(['status', 'booking_outcome'])
        .where('booking_id', '=', bookingId)
        .executeTakeFirst();
      return payment?.status === 'authorized' && payment.booking_outcome === 'confirmed';
    }, 30_000);
    await pendingRefund(bookingId, 1_500);
    paths.faults.capture = false;

    expect(await settledRefund(paths, bookingId)).toMatchObject({ status: 'succeeded', amount_minor: 1_500 });
    await paymentReaches(paths, boater, bookingId, 'captured');
    const documents = await invoicesOf(paths, bookingId);
    expect(documents.map((one) => [one.kind, one.total_minor < 0])).toEqual([
      ['invoice', false],
      ['credit_note', true],
    ]);
    expect(documents[1]?.sequence).toBe((documents[0]?.sequence ?? 0) + 1);
    const announced = await announcedEvents(paths, bookingId);
    expect(announced.filter((type) => type === eventsV1.InvoiceIssued.$type)).toHaveLength(1);
    expect(announced.filter((type) => type === eventsV1.CreditNoteIssued.$type)).toHaveLength(1);
  });

  it('when a booking of the demo’s seeded history, captured with no charge at any provider, is cancelled, then its credit note is issued without asking the provider', async () => {
    const operatorId = randomUUID();
    const stay = await recordStay(paths.paymentDb, {
      operatorId,
      bayId: randomUUID(),
      lines: [lines.night(6_000)],
      vatMinor: 690,
      capturedAt: new Date(),
    });
    const [invoice] = await invoicesOf(paths, stay.bookingId);
    await paths.paymentDb
      .insertInto('invoice_counters')
      .values({
        operator_id: operatorId,
        year: new Date().getUTCFullYear(),
        last_number: invoice?.sequence ?? 0,
      })
      .execute();
    await pendingRefund(stay.bookingId, 6_000);

    const refund = await settledRefund(paths, stay.bookingId);
    expect(refund.status).toBe('succeeded');
    expect(refund.provider_refund_id).toBe(`no-charge-${refund.id}`);
    const documents = await invoicesOf(paths, stay.bookingId);
    expect(documents.map((one) => [one.kind, one.total_minor])).toEqual([
      ['invoice', 6_000],
      ['credit_note', -6_000],
    ]);
    expect(documents[1]?.sequence).toBe((invoice?.sequence ?? 0) + 1);
  });

  it('when a pending refund keeps failing, then each pass is counted on its payment, and the count goes once the refund goes through', async () => {
    const { bookingId } = await paidBooking(paths, buoy(2));
    paths.faults.refundAnswerLost = true;
    const refund = await pendingRefund(bookingId, 700);
    const failures = () =>
      paths.paymentDb
        .selectFrom('reconciliation_failures')
        .select('attempts')
        .where('payment_id', '=', refund.payment_id)
        .executeTakeFirst();
    await waitFor(async () => ((await failures())?.attempts ?? 0) >= 2, 30_000);
    paths.faults.refundAnswerLost = false;

    expect(await settledRefund(paths, bookingId)).toMatchObject({ status: 'succeeded', amount_minor: 700 });
    await waitFor(async () => (await failures()) === undefined, 30_000);
    expect(await invoicesOf(paths, bookingId)).toHaveLength(2);
  });
});
