import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bayClock, operatorIdOfCompany, paymentV1 } from '@moorline/contracts';
import { errorCodeOf } from '@moorline/deploy/src/testing/error-code-of';
import { createChannel, createGrpcClient, forwardAccessToken } from '@moorline/kit';
import { randomUUID } from 'node:crypto';
import { bayWithBuoys, partnerEmbed } from '../../booking/test/booking-fixtures';
import {
  heldBooking,
  lapseHold,
  payWithCard,
  paymentReaches,
  startCheckout,
  testCards,
} from './payment-fixtures';
import { bookingCancelled, invoicesOf, publishCancelled, settledRefund } from './refund-fixtures';
import { fixtureOperatorCompany, startMoneyPath, type MoneyPath } from './support';

// The turnover of money that went the whole way (issue 15 item 5): boaters pay in the sandbox,
// booking confirms, payment captures and invoices; then the bay's turnover of today is exactly
// the captured payments and the invoices, each invoice dated at its capture. One paid booking
// came through a partner's embed (issue 27 item 5): the turnover and the admin console credit it.
// Then one is cancelled with a partial refund (issue 30 item 2): its credit note counts as refunds
// on its own date, and gross less refunds is the sum of the invoices and the credit note.

describe('the turnover of paid bookings', () => {
  let paths: MoneyPath;
  let bayId: string;
  let embedId: string;
  const paid: { bookingId: string; amountMinor: number }[] = [];

  beforeAll(async () => {
    paths = await startMoneyPath();
    const bay = await bayWithBuoys(paths, {
      slug: `turnover-paths-${randomUUID().slice(0, 8)}`,
      lat: 43.2,
      lon: 16.6,
      buoys: Array.from({ length: 3 }, () => ({ kind: 'digital' as const })),
    });
    bayId = bay.id;
    embedId = await partnerEmbed(paths, [bayId]);
    for (const [index, card] of [testCards.succeeds, testCards.succeeds, testCards.declined].entries()) {
      // The first paid booking and the declined one came through the embed.
      const through = index === 1 ? '' : embedId;
      const { boater, bookingId } = await heldBooking(paths, bay.buoys[index]?.id ?? '', through);
      const started = await startCheckout(paths, boater, bookingId);
      await payWithCard(started.checkoutUrl, card);
      // A declined card leaves the checkout open for another; the hold's lapse ends it.
      if (card === testCards.declined) await lapseHold(paths, bookingId);
      const payment = await paymentReaches(
        paths,
        boater,
        bookingId,
        card === testCards.succeeds ? 'captured' : 'failed',
      );
      if (card === testCards.succeeds)
        paid.push({ bookingId, amountMinor: payment.amount?.amountMinor ?? 0 });
    }
  });

  afterAll(() => paths.stop());

  const staffOfBay = async () =>
    forwardAccessToken(
      await paths.tokens.bearer({
        roles: ['concessionaire'],
        operator: { operatorId: operatorIdOfCompany(fixtureOperatorCompany), bayIds: [bayId] },
      }),
    );
  // Two days, so a run at midnight still holds every capture.
  const lastTwoDays = (timeZone: string) => {
    const today = bayClock.localDate(new Date(), timeZone);
    return { fromDate: bayClock.addDays(today, -1), toDate: today };
  };

  it('when the bay’s staff ask for yesterday and today, then the turnover is the captured payments and their invoices, to the cent', async () => {
    const turnover = await paths.paymentClient.getTurnover(
      {
        bayId,
        ...lastTwoDays('Europe/Zagreb'),
        granularity: paymentV1.TurnoverGranularity.TURNOVER_GRANULARITY_DAY,
      },
      await staffOfBay(),
    );
    const captured = paid.reduce((sum, payment) => sum + payment.amountMinor, 0);
    expect(captured).toBeGreaterThan(0);
    expect(turnover.total).toMatchObject({ grossMinor: captured, invoices: 2, nightMinor: captured });

    const invoices = await paths.paymentDb
      .selectFrom('invoices')
      .innerJoin('payments', 'payments.id', 'invoices.payment_id')
      .select(['invoices.total_minor', 'invoices.vat_minor', 'invoices.issued_at', 'payments.captured_at'])
      .where('invoices.bay_id', '=', bayId)
      .execute();
    expect(invoices).toHaveLength(2);
    for (const invoice of invoices) expect(invoice.issued_at).toEqual(invoice.captured_at);
    expect(turnover.total?.vatMinor).toBe(invoices.reduce((sum, invoice) => sum + invoice.vat_minor, 0));
  });

  it('when one paid booking came through a partner embed, then the turnover and the admin console credit that one to it', async () => {
    const throughEmbed = paid[0]?.amountMinor ?? 0;
    const credited = [{ embedId, invoices: 1, grossMinor: throughEmbed, currency: 'EUR' }];
    const turnover = await paths.paymentClient.getTurnover(
      {
        bayId,
        ...lastTwoDays('Europe/Zagreb'),
        granularity: paymentV1.TurnoverGranularity.TURNOVER_GRANULARITY_DAY,
      },
      await staffOfBay(),
    );
    expect(turnover.byEmbed).toEqual(credited);

    const embedTurnover = createGrpcClient(
      paymentV1.EmbedTurnoverServiceDefinition,
      createChannel(paths.payment.grpcAddress),
    );
    const admin = forwardAccessToken(await paths.tokens.bearer({ roles: ['superuser'] }));
    const everyBay = await embedTurnover.listEmbedTurnover(lastTwoDays('UTC'), admin);
    expect(everyBay.embeds.filter((entry) => entry.embedId === embedId)).toEqual(credited);
    expect(await errorCodeOf(embedTurnover.listEmbedTurnover(lastTwoDays('UTC'), await staffOfBay()))).toBe(
      'forbidden',
    );
  });

  it('when a paid booking is cancelled with part of its money refunded, then the turnover shows the gross, the refund and what is left, agreeing with the invoices and the credit note to the cent', async () => {
    const cancelled = paid[1];
    if (!cancelled) throw new Error('no second paid booking');
    const refundMinor = Math.floor(cancelled.amountMinor / 3) + 1;
    await publishCancelled(
      paths,
      await bookingCancelled(paths, cancelled.bookingId, { refundMinor, cancelledBy: 'boater' }),
    );
    expect((await settledRefund(paths, cancelled.bookingId)).status).toBe('succeeded');
    const [, creditNote] = await invoicesOf(paths, cancelled.bookingId);

    const turnover = await paths.paymentClient.getTurnover(
      {
        bayId,
        ...lastTwoDays('Europe/Zagreb'),
        granularity: paymentV1.TurnoverGranularity.TURNOVER_GRANULARITY_DAY,
      },
      await staffOfBay(),
    );
    const documents = await paths.paymentDb
      .selectFrom('invoices')
      .select(['kind', 'total_minor', 'vat_minor'])
      .where('bay_id', '=', bayId)
      .execute();
    const sumOf = (kind: string, column: 'total_minor' | 'vat_minor') =>
      documents.filter((one) => one.kind === kind).reduce((sum, one) => sum + one[column], 0);
    const captured = paid.reduce((sum, payment) => sum + payment.amountMinor, 0);
    expect(creditNote?.total_minor).toBe(-refundMinor);
    expect(turnover.total).toMatchObject({
      grossMinor: captured,
      invoices: 2,
      refundsMinor: refundMinor,
      refundsVatMinor: -sumOf('credit_note', 'vat_minor'),
      creditNotes: 1,
      afterRefundsMinor: sumOf('invoice', 'total_minor') + sumOf('credit_note', 'total_minor'),
    });
    expect(turnover.total?.afterRefundsMinor).toBe(captured - refundMinor);
    // The series adds up to the total, day by day.
    const seriesRefunds = turnover.series.reduce((sum, entry) => sum + (entry.figures?.refundsMinor ?? 0), 0);
    expect(seriesRefunds).toBe(refundMinor);
  });
});
