import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { errorCodeOf } from '@moorline/deploy/src/testing/error-code-of';
import { paymentV1 } from '@moorline/contracts';
import { createChannel, createGrpcClient } from '@moorline/kit';
import { randomUUID } from 'node:crypto';
import { signedIn, startPaymentAlone, type PaymentAlone } from './payment-alone';
import { lines, recordStay } from './recorded-invoices';

// Issue 27 item 5: the money partner embeds brought, against invoices with answers worked out by
// hand. A bay's split counts in its calendar (Europe/Zagreb, UTC+2 in summer); the admin
// console's, over every bay, in UTC days, so an invoice at 22:10 UTC on 31 July is August at the
// bay but July for the admin.

describe('turnover per partner embed', () => {
  let alone: PaymentAlone;
  let embedTurnover: ReturnType<typeof createGrpcClient<typeof paymentV1.EmbedTurnoverServiceDefinition>>;
  const operatorId = randomUUID();
  const bayId = randomUUID();
  const otherBayId = randomUUID();
  const clubEmbed = randomUUID();
  const boardEmbed = randomUUID();
  const at = (iso: string) => new Date(iso);
  const august = { fromDate: '2026-08-01', toDate: '2026-08-31' };

  beforeAll(async () => {
    alone = await startPaymentAlone();
    embedTurnover = createGrpcClient(
      paymentV1.EmbedTurnoverServiceDefinition,
      createChannel(alone.payment.grpcAddress),
    );
    const record = (stay: { amount: number; capturedAt: string; embedId?: string; bay?: string }) =>
      recordStay(alone.db, {
        operatorId,
        bayId: stay.bay ?? bayId,
        lines: [lines.night(stay.amount)],
        vatMinor: 0,
        capturedAt: at(stay.capturedAt),
        embedId: stay.embedId,
      });
    // The club's: 1 Aug 00:10 at the bay (31 Jul in UTC) and 10 Aug.
    await record({ amount: 8000, capturedAt: '2026-07-31T22:10:00Z', embedId: clubEmbed });
    await record({ amount: 9000, capturedAt: '2026-08-10T10:00:00Z', embedId: clubEmbed });
    // The tourist board's: 12 Aug at this bay, 13 Aug at the other.
    await record({ amount: 12000, capturedAt: '2026-08-12T10:00:00Z', embedId: boardEmbed });
    await record({ amount: 7000, capturedAt: '2026-08-13T10:00:00Z', embedId: boardEmbed, bay: otherBayId });
    // Straight, and the club's just after the range (1 Sep 00:30 at the bay).
    await record({ amount: 30000, capturedAt: '2026-08-14T10:00:00Z' });
    await record({ amount: 5000, capturedAt: '2026-08-31T22:30:00Z', embedId: clubEmbed });
  });

  afterAll(() => alone.stop());

  it('when a bay’s August is asked for, then its embed money is split per embed in the bay’s calendar, largest first', async () => {
    const staff = await signedIn(alone.tokens, {
      roles: ['concessionaire'],
      operator: { operatorId, bayIds: [bayId, otherBayId] },
    });
    const turnover = await alone.client.getTurnover({ bayId, ...august, granularity: 1 }, staff);
    expect(turnover.byEmbed).toEqual([
      { embedId: clubEmbed, invoices: 2, grossMinor: 17000, currency: 'EUR' },
      { embedId: boardEmbed, invoices: 1, grossMinor: 12000, currency: 'EUR' },
    ]);
    expect(turnover.total?.grossMinor).toBe(59000);
  });

  it('when an admin asks for August, then every bay’s embed money is split per embed in UTC days', async () => {
    const admin = await signedIn(alone.tokens, { roles: ['superuser'] });
    expect(await embedTurnover.listEmbedTurnover(august, admin)).toEqual({
      ...august,
      embeds: [
        { embedId: boardEmbed, invoices: 2, grossMinor: 19000, currency: 'EUR' },
        { embedId: clubEmbed, invoices: 2, grossMinor: 14000, currency: 'EUR' },
      ],
    });
  });

  it('when anyone but an admin asks for every bay’s, or the dates are wrong, then it is refused', async () => {
    const admin = await signedIn(alone.tokens, { roles: ['superuser'] });
    const staff = await signedIn(alone.tokens, {
      roles: ['concessionaire'],
      operator: { operatorId, bayIds: [bayId] },
    });
    expect(await errorCodeOf(embedTurnover.listEmbedTurnover(august, staff))).toBe('forbidden');
    expect(await errorCodeOf(embedTurnover.listEmbedTurnover(august))).toBe('unauthenticated');
    expect(await errorCodeOf(embedTurnover.listEmbedTurnover({ fromDate: '', toDate: '' }, admin))).toBe(
      'dates_missing',
    );
    expect(
      await errorCodeOf(
        embedTurnover.listEmbedTurnover({ fromDate: '2026-08-31', toDate: '2026-08-01' }, admin),
      ),
    ).toBe('invalid_date_range');
  });
});
