import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { operatorIdOfCompany } from '@moorline/contracts';
import { randomUUID } from 'node:crypto';
import { insertBay } from '../../services/catalog/test/support';
import { lines, recordStay } from '../../services/payment/test/recorded-invoices';
import { fixtureOperatorCompany } from '../../services/payment/test/support';
import { startPaymentStack, type PaymentStack } from './support/payment-stack';

// The back office's payment routes (issue 15 items 5 and 6) over the real catalog, booking and
// payment: the payment account, the onboarding link and the turnover as JSON, and the invoice PDF.
// Who may call which is the authorization matrix's (concessionaire-access.int.test.ts).

const PREFIX = '/api/v1/concessionaires/bays';

describe('/api/v1/concessionaires payment routes', () => {
  let stack: PaymentStack;
  let bayId: string;
  let invoiceId: string;
  const operatorId = operatorIdOfCompany(fixtureOperatorCompany);
  const bearer = (roles: ('concessionaire' | 'manager' | 'employee')[]) =>
    stack.paths.tokens.bearer({ userId: randomUUID(), roles, operator: { operatorId, bayIds: [bayId] } });
  const get = async (
    url: string,
    roles: ('concessionaire' | 'manager' | 'employee')[] = ['concessionaire'],
  ) => stack.app.inject({ method: 'GET', url, headers: { authorization: await bearer(roles) } });

  // The day stay of 20 June was booked through a partner's embed.
  const partnerEmbedId = randomUUID();

  beforeAll(async () => {
    stack = await startPaymentStack();
    const bay = await insertBay(stack.paths.catalogDb, {
      slug: `bff-turnover-${randomUUID().slice(0, 8)}`,
      lat: 42.9,
      lon: 17.5,
      buoys: [{ kind: 'digital' }],
    });
    bayId = bay.id;
    const record = (stay: Omit<Parameters<typeof recordStay>[1], 'operatorId' | 'bayId'>) =>
      recordStay(stack.paths.paymentDb, { operatorId, bayId, ...stay });
    const paid = await record({
      lines: [lines.night(9000), lines.assistance(2000)],
      vatMinor: 1265,
      capturedAt: new Date('2026-06-03T10:00:00Z'),
    });
    invoiceId = paid.invoiceId ?? '';
    await record({
      stayKind: 'day',
      lines: [lines.dayFull(6000), lines.trash(500)],
      vatMinor: 748,
      capturedAt: new Date('2026-06-20T10:00:00Z'),
      embedId: partnerEmbedId,
    });
    await record({ lines: [lines.night(8000)], vatMinor: 920, capturedAt: new Date('2026-05-20T10:00:00Z') });
  });

  afterAll(() => stack.stop());

  it('when staff ask for June by month, then the turnover answers in the contract’s shape', async () => {
    const answer = await get(`${PREFIX}/${bayId}/turnover?from=2026-06-01&to=2026-06-30&granularity=month`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      from: '2026-06-01',
      to: '2026-06-30',
      currency: 'EUR',
      // Nothing was refunded in June: after refunds is gross.
      total: {
        gross_minor: 17500,
        vat_minor: 2013,
        net_minor: 15487,
        invoices: 2,
        refunds_minor: 0,
        refunds_vat_minor: 0,
        credit_notes: 0,
        after_refunds_minor: 17500,
      },
      by_kind: { night: 9000, day: 6000, mooring_assistance: 2000, trash_collection: 500 },
      series: [
        {
          period: '2026-06',
          night_minor: 9000,
          day_minor: 6000,
          mooring_assistance_minor: 2000,
          trash_collection_minor: 500,
          gross_minor: 17500,
          vat_minor: 2013,
        },
      ],
      previous: {
        from: '2026-05-02',
        to: '2026-05-31',
        total: {
          gross_minor: 8000,
          vat_minor: 920,
          net_minor: 7080,
          invoices: 1,
          refunds_minor: 0,
          refunds_vat_minor: 0,
          credit_notes: 0,
          after_refunds_minor: 8000,
        },
      },
      change_ratio: (17500 - 8000) / 8000,
      by_embed: [{ embed_id: partnerEmbedId, invoices: 1, gross_minor: 6500, currency: 'EUR' }],
    });
  });

  it('when the granularity is left out, then every day of the range is a period', async () => {
    const answer = await get(`${PREFIX}/${bayId}/turnover?from=2026-06-01&to=2026-06-07`, ['employee']);
    expect(answer.statusCode).toBe(200);
    const { series, change_ratio } = answer.json<{
      series: { period: string }[];
      change_ratio: number | null;
    }>();
    expect(series.map((period) => period.period)).toEqual([
      '2026-06-01',
      '2026-06-02',
      '2026-06-03',
      '2026-06-04',
      '2026-06-05',
      '2026-06-06',
      '2026-06-07',
    ]);
    expect(change_ratio).toBeNull();
  });

  it('when the dates are wrong or missing, then 400 with the shared date codes', async () => {
    const codeOf = async (query: string) => {
      const answer = await get(`${PREFIX}/${bayId}/turnover${query}`);
      return [answer.statusCode, answer.json<{ code: string }>().code];
    };
    expect(await codeOf('?from=2026-06-30&to=2026-06-01')).toEqual([400, 'invalid_date_range']);
    expect(await codeOf('?from=2026-13-01&to=2026-12-31')).toEqual([400, 'invalid_date_format']);
    expect(await codeOf('?from=&to=2026-12-31')).toEqual([400, 'dates_missing']);
    expect((await codeOf('?to=2026-12-31'))[0]).toBe(400);
    expect((await codeOf('?from=2026-06-01&to=2026-06-30&granularity=week'))[0]).toBe(400);
  });

  it('when staff read the payment account, then its state, what is missing and the provider answer', async () => {
    const answer = await get(`${PREFIX}/${bayId}/payment-account`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ state: 'ready', missing: [], provider: 'sandbox' });
  });

  it('when a manager asks for an onboarding link, then the provider’s page answers; another return path is 400', async () => {
    const ask = async (returnPath: string) =>
      stack.app.inject({
        method: 'POST',
        url: `${PREFIX}/${bayId}/payment-account/onboarding-link`,
        headers: { authorization: await bearer(['concessionaire', 'manager']) },
        payload: { return_path: returnPath },
      });
    const answer = await ask(`/sl/concessionaires/${bayId}/onboarding`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json<{ url: string }>().url).toMatch(/\/sandbox\/onboarding\/[\w-]{32}$/);
    const elsewhere = await ask('https://elsewhere.example/');
    expect([elsewhere.statusCode, elsewhere.json<{ code: string }>().code]).toEqual([400, 'invalid_request']);
  });

  it('when staff download an invoice of the bay, then it comes as a PDF attachment', async () => {
    const answer = await get(`${PREFIX}/${bayId}/invoices/${invoiceId}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="moorline-invoice-2026-\d{6}\.pdf"$/,
    );
    expect(answer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
