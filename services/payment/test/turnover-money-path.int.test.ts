import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bayClock, operatorIdOfCompany, paymentV1 } from '@moorline/contracts';
import { forwardAccessToken } from '@moorline/kit';
import { randomUUID } from 'node:crypto';
import { bayWithBuoys } from '../../booking/test/booking-fixtures';
import {
  heldBooking,
  lapseHold,
  payWithCard,
  paymentReaches,
  startCheckout,
  testCards,
} from './payment-fixtures';
import { fixtureOperatorCompany, startMoneyPath, type MoneyPath } from './support';

// The turnover of money that went the whole way (issue 15 item 5): boaters pay in the sandbox,
// booking confirms, payment captures and invoices; then the bay's turnover of today is exactly
// the captured payments and the invoices, each invoice dated at its capture.

describe('the turnover of paid bookings', () => {
  let paths: MoneyPath;
  let bayId: string;
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
    for (const [index, card] of [testCards.succeeds, testCards.succeeds, testCards.declined].entries()) {
      const { boater, bookingId } = await heldBooking(paths, bay.buoys[index]?.id ?? '');
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

  it('when the bay’s staff ask for yesterday and today, then the turnover is the captured payments and their invoices, to the cent', async () => {
    // Two days, so a run at the bay's midnight still holds every capture.
    const today = bayClock.localDate(new Date(), 'Europe/Zagreb');
    const staff = forwardAccessToken(
      await paths.tokens.bearer({
        roles: ['concessionaire'],
        operator: { operatorId: operatorIdOfCompany(fixtureOperatorCompany), bayIds: [bayId] },
      }),
    );
    const turnover = await paths.paymentClient.getTurnover(
      {
        bayId,
        fromDate: bayClock.addDays(today, -1),
        toDate: today,
        granularity: paymentV1.TurnoverGranularity.TURNOVER_GRANULARITY_DAY,
      },
      staff,
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
});
