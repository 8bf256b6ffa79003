import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createAccessTokenVerifier, createChannel, createLogger } from '@moorline/kit';
import { randomUUID } from 'node:crypto';
import { startPaymentAlone, type PaymentAlone } from '../../services/payment/test/payment-alone';
import { lines, recordStay } from '../../services/payment/test/recorded-invoices';
import { UNSETTLED_AFTER_ATTEMPTS } from '../../services/payment/src/reconciliation/unsettled-rules';
import { buildBffApp } from '../src/app';
import { idleBuoyStatusFeed } from '../src/live/buoy-status-feed';
import { closeServiceChannels, type ServiceChannels } from '../src/service-channels';

// Issue 27 item 1 through the BFF: the payments reconciliation could not settle, on the real
// payment service (its recording is payment's own test: services/payment/test/unsettled-payments).

describe('/api/v1/admin payment routes on the real payment service', () => {
  let alone: PaymentAlone;
  let channels: ServiceChannels;
  let app: Awaited<ReturnType<typeof buildBffApp>>;

  const get = (url: string, authorization?: string) =>
    app.inject({ method: 'GET', url: `/api/v1${url}`, headers: authorization ? { authorization } : {} });

  beforeAll(async () => {
    alone = await startPaymentAlone();
    const unused = createChannel('127.0.0.1:1');
    channels = {
      auth: unused,
      catalog: unused,
      booking: unused,
      payment: createChannel(alone.payment.grpcAddress),
      notification: unused,
    };
    app = await buildBffApp({
      logger: createLogger({ service: 'bff', level: 'silent' }),
      channels,
      webOrigins: ['http://localhost:3000'],
      verifyAccessToken: createAccessTokenVerifier(alone.tokens.verifierEnv),
      secureCookies: true,
      buoyStatusFeed: idleBuoyStatusFeed(),
    });
  });

  afterAll(async () => {
    await app.close();
    closeServiceChannels(channels);
    await alone.stop();
  });

  it('when a visitor, a boater and a superuser ask, then 401, 403 and 200 with the payment reconciliation gave up on', async () => {
    const { paymentId, bookingId } = await recordStay(alone.db, {
      operatorId: randomUUID(),
      bayId: randomUUID(),
      lines: [lines.night(12_000)],
      vatMinor: 1_380,
      capturedAt: new Date(),
    });
    const since = new Date('2026-11-28T03:00:00.000Z');
    await alone.db
      .insertInto('reconciliation_failures')
      .values({
        payment_id: paymentId,
        first_failed_at: since,
        last_failed_at: new Date('2026-11-28T04:00:00.000Z'),
        attempts: UNSETTLED_AFTER_ATTEMPTS,
        last_error: 'provider unavailable: 503',
      })
      .execute();
    const url = '/admin/payments/unsettled?limit=10';
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, await alone.tokens.bearer({}))).statusCode).toBe(403);
    const granted = await get(url, await alone.tokens.bearer({ roles: ['superuser'] }));
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toEqual({
      payments: [
        {
          payment_id: paymentId,
          booking_id: bookingId,
          amount: { cents: 12_000, currency: 'EUR' },
          status: 'captured',
          unsettled_since: since.toISOString(),
          last_failed_at: '2026-11-28T04:00:00.000Z',
          attempts: UNSETTLED_AFTER_ATTEMPTS,
          last_error: 'provider unavailable: 503',
        },
      ],
      next_cursor: null,
    });
  });

  it('when a visitor, a boater and a superuser ask for the money per partner embed, then 401, 403 and 200 with each embed’s', async () => {
    const embedId = randomUUID();
    await recordStay(alone.db, {
      operatorId: randomUUID(),
      bayId: randomUUID(),
      lines: [lines.night(9_000)],
      vatMinor: 1_035,
      capturedAt: new Date('2026-07-04T10:00:00Z'),
      embedId,
    });
    const url = '/admin/embeds/turnover?from=2026-07-01&to=2026-07-31';
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, await alone.tokens.bearer({}))).statusCode).toBe(403);
    const admin = await alone.tokens.bearer({ roles: ['superuser'] });
    const granted = await get(url, admin);
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toEqual({
      from: '2026-07-01',
      to: '2026-07-31',
      embeds: [{ embed_id: embedId, invoices: 1, gross_minor: 9_000, currency: 'EUR' }],
    });
    expect((await get('/admin/embeds/turnover?from=2026-07-31&to=2026-07-01', admin)).json()).toMatchObject({
      code: 'invalid_date_range',
    });
    expect((await get('/admin/embeds/turnover?from=2026-07-01', admin)).statusCode).toBe(400);
  });

  it('when the limit or cursor is not one the API takes, then 400', async () => {
    const admin = await alone.tokens.bearer({ roles: ['superuser'] });
    expect((await get('/admin/payments/unsettled?limit=0', admin)).statusCode).toBe(400);
    expect((await get('/admin/payments/unsettled?cursor=bm90LWEtY3Vyc29y', admin)).json()).toMatchObject({
      code: 'invalid_request',
    });
  });
});
