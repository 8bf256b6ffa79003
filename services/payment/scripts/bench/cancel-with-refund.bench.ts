import { percentiles, quantile } from '@moorline/deploy/src/bench/figures';
import { noSamples } from '@moorline/deploy/src/bench/open-loop';
import { ratioFigure, type Figure } from '@moorline/deploy/src/bench/report';
import { waitFor } from '@moorline/deploy/src/testing/test-infra';
import { setTimeout as sleep } from 'node:timers/promises';
import { bayClock } from '@moorline/contracts';
import { randomUUID } from 'node:crypto';
import {
  bayWithBuoys,
  baySetupChanger,
  boaterWithBoat,
  nightStay,
  tonight,
} from '../../../booking/test/booking-fixtures';
import { bookingReaches, payWithCard, paymentReaches, testCards } from '../../test/payment-fixtures';
import type { MoneyPath } from '../../test/support';
import { timed } from './start-checkout.bench';

export const CANCELLATIONS = 60;

/** Waits, looking every 2 ms so the wait adds little, until the refund and its credit note are recorded. */
async function refundedWithCreditNote(paths: MoneyPath, bookingId: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const refund = await paths.paymentDb
      .selectFrom('refunds')
      .select(['status', 'credit_note_id'])
      .where('booking_id', '=', bookingId)
      .executeTakeFirst();
    if (refund?.status === 'succeeded' && refund.credit_note_id !== null) return;
    if (refund?.status === 'failed') throw new Error(`the refund of ${bookingId} failed`);
    if (Date.now() > deadline) throw new Error(`no refund of ${bookingId} within 30 s`);
    await sleep(2);
  }
}

/**
 * Issue 30 item 7: a boater's cancellation of a paid booking beside the checkout that paid it, one
 * boater after another over gRPC. Two figures: the cancel call itself (what the boater waits for:
 * the refund's amount decided and the buoy freed, BookingCancelled in the outbox), and the cancel
 * until the refund has succeeded at the provider (through Kafka and the provider's refund). The
 * credit note follows it with its PDF; its time is in the notes, since a document's rendering has
 * no counterpart in a checkout.
 */
export async function benchCancelWithRefund(paths: MoneyPath): Promise<Figure[]> {
  const bay = await bayWithBuoys(paths, {
    slug: 'bench-cancellations-bay',
    lat: 43.51,
    lon: 16.41,
    buoys: Array.from({ length: CANCELLATIONS }, () => ({ kind: 'digital' as const })),
  });
  const buoyIds = bay.buoys.map((buoy) => buoy.id);
  // Every cancellation refunds the whole stay whenever the benchmark runs: a late one too.
  await (
    await baySetupChanger(paths, bay.id)
  )({
    cancellationPolicy: {
      nightFreeDaysBefore: 1,
      nightFreeUntilTime: '14:00',
      nightLateRefundPercent: 100,
      dayFreeHoursBefore: 1,
    },
  });
  const checkouts = noSamples();
  const cancels = noSamples();
  const refunded = noSamples();
  // Where the time after the answer goes, from the rows' own timestamps (the same machine's clock).
  const recorded = noSamples();
  const settled = noSamples();
  // Tomorrow night, so that a cancellation is always before the stay begins.
  const { fromDate } = tonight();
  const tomorrow = { fromDate: bayClock.addDays(fromDate, 1), toDate: bayClock.addDays(fromDate, 2) };
  for (let index = 0; index < CANCELLATIONS; index += 1) {
    const buoyId = buoyIds[index];
    if (!buoyId) throw new Error('the benchmark prepared too few buoys');
    const boater = await boaterWithBoat(paths);
    const { booking } = await paths.client.createHold(
      { idempotencyKey: randomUUID(), stay: nightStay(buoyId, boater.boatId, tomorrow) },
      boater.as,
    );
    const bookingId = booking?.bookingId ?? '';
    const { payment } = await timed(checkouts, () =>
      paths.paymentClient.startCheckout(
        { bookingId, idempotencyKey: `bench-${bookingId}`, termsAccepted: true },
        boater.as,
      ),
    );
    await payWithCard(payment?.checkoutUrl ?? '', testCards.succeeds);
    await bookingReaches(paths, bookingId, 'confirmed');
    await paymentReaches(paths, boater, bookingId, 'captured');
    await waitFor(
      async () =>
        (
          await paths.paymentDb
            .selectFrom('invoices')
            .select('id')
            .where('booking_id', '=', bookingId)
            .execute()
        ).length === 1,
      30_000,
    );
    const quote = await paths.client.quoteCancellation({ bookingId }, boater.as);
    const started = performance.now();
    const startedAt = Date.now();
    await timed(cancels, () =>
      paths.client.cancelBooking(
        { bookingId, expectedRefundMinor: quote.refund?.amountMinor ?? 0 },
        boater.as,
      ),
    );
    await refundedWithCreditNote(paths, bookingId);
    refunded.latencies.push(performance.now() - started);
    const refund = await paths.paymentDb
      .selectFrom('refunds')
      .select(['created_at', 'settled_at'])
      .where('booking_id', '=', bookingId)
      .executeTakeFirstOrThrow();
    recorded.latencies.push(refund.created_at.getTime() - startedAt);
    settled.latencies.push((refund.settled_at?.getTime() ?? Number.NaN) - startedAt);
  }
  const figure = (what: string, measured: number[], notes?: string[]): Figure =>
    ratioFigure({
      id: 'PAY',
      what,
      measured: { value: quantile(measured, 0.5), unit: 'ms' },
      baseline: { value: quantile(checkouts.latencies, 0.5), unit: 'ms', what: 'start checkout' },
      bound: { atMost: 1.5 },
      ...(notes === undefined ? {} : { notes }),
    });
  return [
    figure(
      `cancel a paid booking p50 vs start checkout p50 (${CANCELLATIONS} boaters one after another over gRPC)`,
      cancels.latencies,
      [
        `start checkout                    ${percentiles(checkouts)}`,
        `cancel (the answer)               ${percentiles(cancels)}`,
        `  refund recorded by payment      ${percentiles(recorded)}`,
        `  refund succeeded at provider    ${percentiles(settled)}`,
        `  credit note issued (its PDF)    ${percentiles(refunded)}`,
      ],
    ),
    figure(
      'cancel until the refund succeeded at the provider p50 vs start checkout p50 (through Kafka and the provider)',
      settled.latencies,
    ),
  ];
}
