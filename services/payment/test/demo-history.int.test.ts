import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  bayClock,
  demoHistory,
  demoSkipperUserId,
  operatorIdOfCompany,
  paymentV1,
} from '@moorline/contracts';
import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import { seedDemoHistory, type DemoBayHistory } from '../src/demo/demo-history-seed';
import { signedIn, startPaymentAlone, type PaymentAlone } from './payment-alone';

// The demo's paid history (issue 15 item 10) and the turnover's reconciliation with it (item 5):
// a 90-day history seeded as captured payments and invoices, then every figure of the turnover
// compared with sums worked out here from the history itself and from payment's own records.

const company = 'Reconciliation Buoys d.o.o.';
const operatorId = operatorIdOfCompany(company);
const now = new Date('2026-08-20T09:00:00Z');
const bay: demoHistory.DemoHistoryBay = {
  bayId: randomUUID(),
  baySlug: 'reconciliation-bay',
  bayName: 'Reconciliation Bay',
  timeZone: 'Europe/Zagreb',
  currency: 'EUR',
  vatRateBasisPoints: 1300,
  nightCheckIn: '14:00',
  nightCheckOut: '12:00',
  nightMinor: 9000,
  day: { checkIn: '08:00', checkOut: '20:00', fullDayMinor: 6000 },
  mooringAssistanceMinor: 2000,
  trashCollectionMinor: 500,
  buoys: Array.from({ length: 10 }, (_, index) => ({ buoyId: randomUUID(), label: String(index + 1) })),
  partnerEmbedId: randomUUID(),
};
const stays = demoHistory.demoHistory(bay, bayClock.localDate(now, bay.timeZone), 90);
const history: DemoBayHistory = {
  bay,
  seller: {
    operatorId,
    name: 'Reconciliation Buoys',
    company,
    email: 'ops@example.com',
    phone: '',
    website: '',
  },
  accountId: 'acct_sandbox_reconciliation',
  stays,
};
const deps = { now: () => now, platformFeeBasisPoints: 500 };

/** What the history says was captured on each local date (paid times past `now` count at `now`). */
function expectedByDate() {
  const byDate = new Map<
    string,
    { gross: number; vat: number; night: number; day: number; assistance: number; trash: number }
  >();
  for (const stay of stays) {
    const paidAt = stay.paidAt > now ? now : stay.paidAt;
    const date = bayClock.localDate(paidAt, bay.timeZone);
    const sums = byDate.get(date) ?? { gross: 0, vat: 0, night: 0, day: 0, assistance: 0, trash: 0 };
    sums.gross += stay.totalMinor;
    sums.vat += stay.vatMinor;
    for (const line of stay.lines) {
      if (line.kind === 'night') sums.night += line.amountMinor;
      if (line.kind === 'day_full') sums.day += line.amountMinor;
      if (line.kind === 'mooring_assistance') sums.assistance += line.amountMinor;
      if (line.kind === 'trash_collection') sums.trash += line.amountMinor;
    }
    byDate.set(date, sums);
  }
  return byDate;
}

describe('the demo’s paid history and the turnover', () => {
  let alone: PaymentAlone;
  let seededFirst: number;

  beforeAll(async () => {
    alone = await startPaymentAlone();
    seededFirst = await seedDemoHistory(alone.db, deps, history);
  });

  afterAll(() => alone.stop());

  /** The bay's turnover of the 30 days up to `now`, by day, as its manager reads it. */
  async function lastThirtyDays() {
    const to = bayClock.localDate(now, bay.timeZone);
    const from = bayClock.addDays(to, -29);
    const manager = await signedIn(alone.tokens, {
      roles: ['manager'],
      operator: { operatorId, bayIds: [bay.bayId] },
    });
    const turnover = await alone.client.getTurnover(
      {
        bayId: bay.bayId,
        fromDate: from,
        toDate: to,
        granularity: paymentV1.TurnoverGranularity.TURNOVER_GRANULARITY_DAY,
      },
      manager,
    );
    return { from, to, turnover };
  }

  it('when the history is seeded twice, then every stay has one captured payment and one invoice, and the second seed adds nothing', async () => {
    expect(stays.length).toBeGreaterThan(200);
    expect(seededFirst).toBe(stays.length);
    expect(await seedDemoHistory(alone.db, deps, history)).toBe(0);
    const counts = await sql<{ payments: number; invoices: number; without_pdf: number }>`
      SELECT (SELECT count(*)::int FROM payments WHERE status = 'captured') AS payments,
             (SELECT count(*)::int FROM invoices) AS invoices,
             (SELECT count(*)::int FROM invoices WHERE pdf IS NULL) AS without_pdf`.execute(alone.db);
    expect(counts.rows[0]).toEqual({
      payments: stays.length,
      invoices: stays.length,
      without_pdf: stays.length,
    });
  });

  it('when the invoices are numbered, then the numbers run 1..n without gaps in the order they were paid', async () => {
    const invoices = await alone.db
      .selectFrom('invoices')
      .select(['sequence', 'number', 'issued_at'])
      .where('operator_id', '=', operatorId)
      .orderBy('sequence')
      .execute();
    expect(invoices.map((invoice) => invoice.sequence)).toEqual(invoices.map((_, index) => index + 1));
    expect(invoices[0]?.number).toBe('2026-000001');
    const issued = invoices.map((invoice) => invoice.issued_at.getTime());
    expect(issued).toEqual([...issued].sort((a, b) => a - b));
    expect(Math.max(...issued)).toBeLessThanOrEqual(now.getTime());
  });

  it('when the history is seeded, then nothing is announced: no demo skipper is emailed or charged', async () => {
    const outbox = await alone.db.selectFrom('outbox').select('event_type').execute();
    expect(outbox).toEqual([]);
  });

  it('when the last 30 days are asked for, then the turnover equals the history’s sums, the invoices’ and the captured payments’, day by day', async () => {
    const { from, to, turnover } = await lastThirtyDays();

    const expected = expectedByDate();
    const inRange = [...expected].filter(([date]) => date >= from && date <= to).map(([, sums]) => sums);
    const sum = (key: 'gross' | 'vat' | 'night' | 'day' | 'assistance' | 'trash') =>
      inRange.reduce((total, sums) => total + sums[key], 0);
    expect(turnover.total).toMatchObject({
      grossMinor: sum('gross'),
      vatMinor: sum('vat'),
      nightMinor: sum('night'),
      dayMinor: sum('day'),
      mooringAssistanceMinor: sum('assistance'),
      trashCollectionMinor: sum('trash'),
    });
    for (const { period, figures } of turnover.series)
      expect([period, figures?.grossMinor]).toEqual([period, expected.get(period)?.gross ?? 0]);

    const start = bayClock.instantAt(from, '00:00', bay.timeZone);
    const end = bayClock.instantAt(bayClock.addDays(to, 1), '00:00', bay.timeZone);
    const records = await sql<{
      invoiced: string;
      vat: string;
      invoices: number;
      captured: string;
      payments: number;
    }>`
      SELECT (SELECT sum(total_minor) FROM invoices WHERE bay_id = ${bay.bayId} AND issued_at >= ${start} AND issued_at < ${end}) AS invoiced,
             (SELECT sum(vat_minor) FROM invoices WHERE bay_id = ${bay.bayId} AND issued_at >= ${start} AND issued_at < ${end}) AS vat,
             (SELECT count(*)::int FROM invoices WHERE bay_id = ${bay.bayId} AND issued_at >= ${start} AND issued_at < ${end}) AS invoices,
             (SELECT sum(amount_minor) FROM payments
               WHERE bay_id = ${bay.bayId} AND status = 'captured' AND captured_at >= ${start} AND captured_at < ${end}) AS captured,
             (SELECT count(*)::int FROM payments
               WHERE bay_id = ${bay.bayId} AND status = 'captured' AND captured_at >= ${start} AND captured_at < ${end}) AS payments`.execute(
      alone.db,
    );
    const row = records.rows[0];
    expect(turnover.total?.grossMinor).toBe(Number(row?.invoiced));
    expect(turnover.total?.grossMinor).toBe(Number(row?.captured));
    expect(turnover.total?.vatMinor).toBe(Number(row?.vat));
    expect(turnover.total?.invoices).toBe(row?.invoices);
    expect(turnover.total?.invoices).toBe(row?.payments);
  });

  it('when part of the history was booked through the partner embed, then the turnover credits exactly those stays to it', async () => {
    const { from, to, turnover } = await lastThirtyDays();
    const throughEmbed = stays.filter((stay) => {
      const paidAt = stay.paidAt > now ? now : stay.paidAt;
      const date = bayClock.localDate(paidAt, bay.timeZone);
      return stay.embedId === bay.partnerEmbedId && date >= from && date <= to;
    });
    expect(throughEmbed.length).toBeGreaterThan(5);
    expect(turnover.byEmbed).toEqual([
      {
        embedId: bay.partnerEmbedId,
        invoices: throughEmbed.length,
        grossMinor: throughEmbed.reduce((sum, stay) => sum + stay.totalMinor, 0),
        currency: 'EUR',
      },
    ]);
  });

  it('when the bay’s staff open a demo invoice, then its PDF is rendered on first read and kept', async () => {
    const invoice = await alone.db
      .selectFrom('invoices')
      .select(['id', 'user_id', 'booking_id'])
      .limit(1)
      .executeTakeFirstOrThrow();
    const stay = stays.find((each) => each.bookingId === invoice.booking_id);
    expect(invoice.user_id).toBe(demoSkipperUserId(stay?.boaterEmail ?? ''));
    const employee = await signedIn(alone.tokens, {
      roles: ['employee'],
      operator: { operatorId, bayIds: [bay.bayId] },
    });
    const answer = await alone.client.getBayInvoice({ bayId: bay.bayId, invoiceId: invoice.id }, employee);
    expect(Buffer.from(answer.pdf).subarray(0, 5).toString()).toBe('%PDF-');
    const stored = await alone.db
      .selectFrom('invoices')
      .select('pdf')
      .where('id', '=', invoice.id)
      .executeTakeFirstOrThrow();
    expect(stored.pdf?.equals(Buffer.from(answer.pdf))).toBe(true);
  });
});
