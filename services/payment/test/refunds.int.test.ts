import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventsV1 } from '@moorline/contracts';
import { waitFor } from '@moorline/deploy/src/testing/test-infra';
import { sql } from 'kysely';
import { bayWithBuoys } from '../../booking/test/booking-fixtures';
import { signWebhook } from '../src/provider/webhook-signature';
import { announcedEvents } from './payment-fixtures';
import {
  bookingCancelled,
  invoicesOf,
  paidBooking,
  processedBookingEvents,
  publishCancelled,
  settledRefund,
} from './refund-fixtures';
import { startMoneyPath, testWebhookSecret, type MoneyPath } from './support';

// Issue 30 item 2, payment's side: a paid booking's BookingCancelled (built here as booking emits
// it) refunds through the sandbox and issues a credit note in the seller's invoice sequence, once.

describe('refunding a cancelled paid booking through the sandbox', () => {
  let paths: MoneyPath;
  let buoys: { id: string }[];
  const buoy = (index: number) => buoys[index]?.id ?? '';

  beforeAll(async () => {
    paths = await startMoneyPath();
    ({ buoys } = await bayWithBuoys(paths, {
      slug: 'refund-bay',
      lat: 43.2,
      lon: 16.6,
      buoys: Array.from({ length: 6 }, () => ({ kind: 'digital' as const })),
    }));
  });

  afterAll(() => paths.stop());

  it('when the bay cancels a paid booking, then the whole amount is refunded once and a credit note corrects its invoice', async () => {
    const { boater, bookingId } = await paidBooking(paths, buoy(0));
    const [invoice] = await invoicesOf(paths, bookingId);
    if (!invoice) throw new Error('no invoice');
    await publishCancelled(
      paths,
      await bookingCancelled(paths, bookingId, {
        refundMinor: invoice.total_minor,
        cancelledBy: 'operator',
        reason: 'weather',
      }),
    );

    const refund = await settledRefund(paths, bookingId);
    expect(refund).toMatchObject({
      status: 'succeeded',
      amount_minor: invoice.total_minor,
      cancelled_by: 'operator',
    });
    const atSandbox = await paths.paymentDb.selectFrom('sandbox_refunds').selectAll().execute();
    expect(atSandbox.filter((row) => row.refund_id === refund.provider_refund_id)).toEqual([
      expect.objectContaining({
        amount_minor: invoice.total_minor,
        reverse_transfer: true,
        refund_application_fee: true,
        idempotency_key: `refund-${bookingId}`,
      }),
    ]);

    const [, creditNote] = await invoicesOf(paths, bookingId);
    expect(creditNote).toMatchObject({
      id: refund.credit_note_id,
      kind: 'credit_note',
      sequence: invoice.sequence + 1,
      total_minor: -invoice.total_minor,
      vat_minor: -invoice.vat_minor,
      night_minor: -invoice.night_minor,
      corrects_invoice_id: invoice.id,
      corrects_invoice_number: invoice.number,
    });
    expect(
      (await announcedEvents(paths, bookingId)).filter((type) => type === eventsV1.CreditNoteIssued.$type),
    ).toHaveLength(1);

    // The boater's invoice list names it, and it downloads as the credit note it is.
    const { invoices } = await paths.paymentClient.listInvoices({ bookingId }, boater.as);
    expect(invoices.map((one) => [one.kind, one.correctsInvoiceNumber, one.total?.amountMinor])).toEqual([
      ['invoice', '', invoice.total_minor],
      ['credit_note', invoice.number, -invoice.total_minor],
    ]);
    const document = await paths.paymentClient.getInvoice({ invoiceId: creditNote?.id ?? '' }, boater.as);
    expect(Buffer.from(document.pdf).subarray(0, 5).toString()).toBe('%PDF-');
    expect(document.fileName).toBe(`moorline-credit-note-${creditNote?.number ?? ''}.pdf`);
  });

  it('when the boater cancels after the free period and nothing is refunded, then no refund and no credit note are made', async () => {
    const { bookingId } = await paidBooking(paths, buoy(1));
    const consumed = () => processedBookingEvents(paths);
    const before = await consumed();
    await publishCancelled(
      paths,
      await bookingCancelled(paths, bookingId, { refundMinor: 0, cancelledBy: 'boater' }),
    );
    await waitFor(async () => (await consumed()) > before, 30_000);

    expect(
      await paths.paymentDb.selectFrom('refunds').selectAll().where('booking_id', '=', bookingId).execute(),
    ).toEqual([]);
    expect((await invoicesOf(paths, bookingId)).map((one) => one.kind)).toEqual(['invoice']);
    expect(await announcedEvents(paths, bookingId)).not.toContain(eventsV1.CreditNoteIssued.$type);
  });

  it('when the provider’s answer to a refund is lost and its webhooks arrive five times each, shuffled, with the cancellation replayed, then there is one refund and one credit note', async () => {
    const { bookingId } = await paidBooking(paths, buoy(3));
    const [invoice] = await invoicesOf(paths, bookingId);
    const cancelled = await bookingCancelled(paths, bookingId, { refundMinor: 1_001, cancelledBy: 'boater' });
    paths.faults.refundAnswerLost = true;
    await publishCancelled(paths, cancelled);
    await waitFor(async () => (await sandboxRefundsOf(bookingId)).length === 1, 30_000);
    paths.faults.refundAnswerLost = false;

    const news = await refundNewsOf(bookingId);
    expect(news.map((event) => event.type).sort()).toEqual(['charge.refunded', 'refund.created']);
    const [created] = news.filter((event) => event.type === 'refund.created');
    // Stripe also sends refund.updated; a new event id about the same refund.
    const updated = { ...created, id: `evt_test_updated_${bookingId}`, type: 'refund.updated' };
    const inOrder = [...news, updated].flatMap((event) => Array.from({ length: 5 }, () => event));
    // Shuffled the same way every run: position i takes delivery i·7 mod 15 (7 and 15 are coprime).
    const deliveries = inOrder.map((_, index) => inOrder[(index * 7) % inOrder.length]);
    const outcomes: unknown[] = [];
    for (const [index, event] of deliveries.entries()) {
      outcomes.push(await deliver(Buffer.from(JSON.stringify(event))));
      if (index === 7) await publishCancelled(paths, cancelled);
    }
    await publishCancelled(paths, cancelled);

    expect(outcomes.every((outcome) => outcome === 'applied' || outcome === 'duplicate')).toBe(true);
    const refund = await settledRefund(paths, bookingId);
    expect(refund).toMatchObject({ status: 'succeeded', amount_minor: 1_001 });
    expect(await sandboxRefundsOf(bookingId)).toHaveLength(1);
    const documents = await invoicesOf(paths, bookingId);
    expect(documents.map((one) => [one.kind, one.total_minor])).toEqual([
      ['invoice', invoice?.total_minor],
      ['credit_note', -1_001],
    ]);
    // The replayed cancellations reach payment after the settlement; once consumed, still one.
    const consumed = await processedBookingEvents(paths);
    await publishCancelled(paths, cancelled);
    await waitFor(async () => (await processedBookingEvents(paths)) > consumed, 30_000);
    expect(await invoicesOf(paths, bookingId)).toHaveLength(2);
    expect(
      (await announcedEvents(paths, bookingId)).filter((type) => type === eventsV1.CreditNoteIssued.$type),
    ).toHaveLength(1);
  });

  /** The sandbox's refunds of the booking's charge. */
  const sandboxRefundsOf = (bookingId: string) =>
    paths.paymentDb
      .selectFrom('sandbox_refunds')
      .select('refund_id')
      .where('idempotency_key', '=', `refund-${bookingId}`)
      .execute();

  /** The refund events the sandbox sent about the booking, as it sent them. */
  async function refundNewsOf(bookingId: string) {
    const { rows } = await sql<{ body: { id: string; type: string } }>`
      SELECT body FROM sandbox_events
       WHERE body #>> '{data,object,metadata,booking_id}' = ${bookingId}
         AND event_type IN ('refund.created', 'charge.refunded')
       ORDER BY created_at`.execute(paths.paymentDb);
    return rows.map((row) => row.body);
  }

  /** Posts a signed event to the webhook route; its outcome, or the status when refused. */
  async function deliver(body: Buffer) {
    const answer = await fetch(`${paths.paymentHttp}/webhooks/payments`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signWebhook(testWebhookSecret, body, new Date()),
      },
      body,
    });
    const json = (await answer.json()) as { outcome?: string };
    return json.outcome ?? answer.status;
  }
});
