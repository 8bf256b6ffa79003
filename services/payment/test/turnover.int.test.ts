import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { errorCodeOf } from '@moorline/deploy/src/testing/error-code-of';
import { paymentV1 } from '@moorline/contracts';
import { randomUUID } from 'node:crypto';
import { signedIn, startPaymentAlone, type PaymentAlone } from './payment-alone';
import { lines, recordCreditNote, recordStay } from './recorded-invoices';

// GetTurnover (issue 15 item 5) against invoices with known answers, worked out by hand below: a
// bay in Europe/Zagreb (UTC+2 in summer), so an invoice issued at 22:30 UTC counts on the next
// local day, and the range's edges are local midnights.

const { TURNOVER_GRANULARITY_DAY: byDay, TURNOVER_GRANULARITY_MONTH: byMonth } =
  paymentV1.TurnoverGranularity;

describe('a bay’s turnover', () => {
  let alone: PaymentAlone;
  const operatorId = randomUUID();
  const bayId = randomUUID();
  const otherBayId = randomUUID();
  const at = (iso: string) => new Date(iso);

  const staff = (roles: ('concessionaire' | 'manager' | 'employee')[] = ['concessionaire']) =>
    signedIn(alone.tokens, { roles, operator: { operatorId, bayIds: [bayId, otherBayId] } });
  const august = (granularity = byDay) => ({
    bayId,
    fromDate: '2026-08-01',
    toDate: '2026-08-31',
    granularity,
  });

  beforeAll(async () => {
    alone = await startPaymentAlone();
    const record = (stay: Omit<Parameters<typeof recordStay>[1], 'operatorId' | 'bayId'>, bay = bayId) =>
      recordStay(alone.db, { operatorId, bayId: bay, ...stay });
    // 1 Aug 00:10 local: the first minutes of the range.
    await record({ lines: [lines.night(8000)], vatMinor: 920, capturedAt: at('2026-07-31T22:10:00Z') });
    // 1 Aug 23:30 local: a night with mooring assistance.
    await record({
      lines: [lines.night(9000), lines.assistance(2000)],
      vatMinor: 1265,
      capturedAt: at('2026-08-01T21:30:00Z'),
    });
    // 2 Aug 00:30 local, although 1 Aug in UTC: a full day.
    await record({
      stayKind: 'day',
      lines: [lines.dayFull(6000)],
      vatMinor: 690,
      capturedAt: at('2026-08-01T22:30:00Z'),
    });
    // 15 Aug: two nights and trash collection.
    const twoNights = await record({
      lines: [lines.night(18000, 2), lines.trash(500)],
      vatMinor: 2128,
      capturedAt: at('2026-08-15T10:00:00Z'),
    });
    // Issue 30 item 2: 5000 of it given back on 31 Aug 23:30 local (a credit note in the range;
    // VAT 5000 × 2128 / 18500 = 575.1 → 575), and 1000 of the 8000 night on 1 Sep 00:30 local,
    // just after it.
    await recordCreditNote(alone.db, twoNights.invoiceId ?? '', 5000, at('2026-08-31T21:30:00Z'));
    // Not money: a payment voided on 10 Aug has no invoice.
    await record({
      lines: [lines.night(9000)],
      vatMinor: 1035,
      capturedAt: at('2026-08-10T10:00:00Z'),
      status: 'voided',
    });
    // Another bay of the same operator on 5 Aug.
    await record(
      { lines: [lines.night(7000)], vatMinor: 805, capturedAt: at('2026-08-05T10:00:00Z') },
      otherBayId,
    );
    // 1 Sep 00:30 local: just after the range.
    const september = await record({
      lines: [lines.night(9000)],
      vatMinor: 1035,
      capturedAt: at('2026-08-31T22:30:00Z'),
    });
    await recordCreditNote(alone.db, september.invoiceId ?? '', 1000, at('2026-08-31T22:30:00Z'));
    // 20 Jul: the previous range (1–31 Jul).
    await record({ lines: [lines.night(9000)], vatMinor: 1035, capturedAt: at('2026-07-20T10:00:00Z') });
  });

  afterAll(() => alone.stop());

  it('when August is asked for, then its invoices make the total, split by kind, with the VAT part', async () => {
    const turnover = await alone.client.getTurnover(august(), await staff());
    expect(turnover).toMatchObject({ fromDate: '2026-08-01', toDate: '2026-08-31', currency: 'EUR' });
    expect(turnover.total).toEqual({
      grossMinor: 8000 + 11000 + 6000 + 18500,
      vatMinor: 920 + 1265 + 690 + 2128,
      netMinor: 43500 - 5003,
      invoices: 4,
      nightMinor: 8000 + 9000 + 18000,
      dayMinor: 6000,
      mooringAssistanceMinor: 2000,
      trashCollectionMinor: 500,
      // Credit notes issued in the range, whichever month their invoice was.
      refundsMinor: 5000,
      refundsVatMinor: 575,
      creditNotes: 1,
      afterRefundsMinor: 43500 - 5000,
    });
  });

  it('when August is asked for by day, then each of its 31 days is there and the money falls on the bay’s local dates', async () => {
    const { series } = await alone.client.getTurnover(august(), await staff());
    expect(series).toHaveLength(31);
    const gross = Object.fromEntries(series.map(({ period, figures }) => [period, figures?.grossMinor]));
    expect(gross).toMatchObject({
      '2026-08-01': 19000,
      '2026-08-02': 6000,
      '2026-08-15': 18500,
      '2026-08-10': 0,
    });
    expect(series.reduce((sum, { figures }) => sum + (figures?.grossMinor ?? 0), 0)).toBe(43500);
  });

  it('when August is compared, then July of the same length is the previous range and the change is its ratio', async () => {
    const turnover = await alone.client.getTurnover(august(), await staff());
    expect(turnover).toMatchObject({ previousFromDate: '2026-07-01', previousToDate: '2026-07-31' });
    expect(turnover.previousTotal).toMatchObject({ grossMinor: 9000, vatMinor: 1035, invoices: 1 });
    expect(turnover.changeRatio).toBeCloseTo((43500 - 9000) / 9000, 10);
  });

  it('when months are asked for across three of them, then each month sums its dates in the range', async () => {
    const turnover = await alone.client.getTurnover(
      { bayId, fromDate: '2026-07-15', toDate: '2026-09-10', granularity: byMonth },
      await staff(),
    );
    expect(turnover.series.map(({ period, figures }) => [period, figures?.grossMinor])).toEqual([
      ['2026-07', 9000],
      ['2026-08', 43500],
      ['2026-09', 9000],
    ]);
    expect(turnover.total?.grossMinor).toBe(61500);
  });

  it('when nothing was captured before, then the change has no ratio', async () => {
    const turnover = await alone.client.getTurnover(
      { bayId, fromDate: '2026-07-20', toDate: '2026-07-20', granularity: byDay },
      await staff(),
    );
    expect(turnover.total?.grossMinor).toBe(9000);
    expect(turnover.previousTotal?.grossMinor).toBe(0);
    expect(turnover.changeRatio).toBeUndefined();
  });

  it('when the other bay is asked for, then only its own invoice counts', async () => {
    const turnover = await alone.client.getTurnover(
      { ...august(), bayId: otherBayId },
      await staff(['employee']),
    );
    expect(turnover.total).toMatchObject({ grossMinor: 7000, invoices: 1 });
  });

  it('when the dates are missing, malformed, reversed or too far apart, then the shared date codes answer', async () => {
    const ask = async (fromDate: string, toDate: string) =>
      errorCodeOf(alone.client.getTurnover({ bayId, fromDate, toDate, granularity: byDay }, await staff()));
    expect(await ask('', '2026-08-31')).toBe('dates_missing');
    expect(await ask('2026-08-32', '2026-08-31')).toBe('invalid_date_format');
    expect(await ask('2026-08-31', '2026-08-01')).toBe('invalid_date_range');
    expect(await ask('2024-01-01', '2026-08-31')).toBe('invalid_date_range');
  });

  it('when someone without the bay asks, then another operator’s bay is not_found, a boater forbidden and a visitor unauthenticated', async () => {
    const stranger = await signedIn(alone.tokens, {
      roles: ['manager'],
      operator: { operatorId: randomUUID(), bayIds: [randomUUID()] },
    });
    expect(await errorCodeOf(alone.client.getTurnover(august(), stranger))).toBe('not_found');
    expect(
      await errorCodeOf(alone.client.getTurnover(august(), await signedIn(alone.tokens, { roles: [] }))),
    ).toBe('forbidden');
    expect(await errorCodeOf(alone.client.getTurnover(august()))).toBe('unauthenticated');
  });
});
