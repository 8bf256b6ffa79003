import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bayClock, type catalogV1 } from '@moorline/contracts';
import { randomUUID } from 'node:crypto';
import { applyPaymentAuthorized } from '../../services/booking/src/events/payment-outcomes.consumer';
import {
  bayWithBuoys,
  baySetupChanger,
  boaterWithBoat,
  hold,
  nightStay,
  type Boater,
} from '../../services/booking/test/booking-fixtures';
import { startBackOfficeStack, type BackOfficeStack } from './support/back-office-stack';

// Issue 30 item 2 through the BFF on the real catalog, booking and payment services: the boater
// asks what cancelling refunds and cancels with that figure; the bay's staff cancel with the
// whole amount back; every refusal answers its catalogue code.

const ZONE = 'Europe/Zagreb';
// Free until midnight before arrival: tomorrow night is free to cancel whenever the test runs.
const freeUntilArrival: catalogV1.CancellationPolicy = {
  nightFreeDaysBefore: 0,
  nightFreeUntilTime: '00:00',
  nightLateRefundPercent: 30,
  dayFreeHoursBefore: 1,
};

function tomorrowNight() {
  const tomorrow = bayClock.addDays(bayClock.localDate(new Date(), ZONE), 1);
  return { fromDate: tomorrow, toDate: bayClock.addDays(tomorrow, 1) };
}

describe('/api/v1 cancellation of a paid booking', () => {
  let stack: BackOfficeStack;
  let bayId: string;
  let buoyIds: string[];
  let nextBuoy = 0;
  const operatorId = randomUUID();

  const authorizationOf = (boater: Boater) => boater.as.metadata.get('authorization') ?? '';
  const manager = () =>
    stack.paths.tokens.bearer({
      roles: ['concessionaire', 'manager'],
      operator: { operatorId, bayIds: [bayId] },
    });
  const call = (method: 'GET' | 'POST', url: string, authorization: string, payload?: object) =>
    stack.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });

  /** Tomorrow night at a buoy of its own, held by a new boater and paid. */
  async function paidBooking() {
    const boater = await boaterWithBoat(stack.paths);
    const buoyId = buoyIds[nextBuoy++] ?? '';
    const held = await hold(stack.paths, boater, nightStay(buoyId, boater.boatId, tomorrowNight()));
    await stack.paths.bookingDb
      .transaction()
      .execute((trx) => applyPaymentAuthorized(trx, { bookingId: held.bookingId, paymentId: randomUUID() }));
    return { boater, bookingId: held.bookingId, totalMinor: held.price?.total?.amountMinor ?? 0 };
  }

  beforeAll(async () => {
    stack = await startBackOfficeStack();
    const bay = await bayWithBuoys(stack.paths, {
      slug: 'bff-cancel-bay',
      lat: 43.41,
      lon: 16.21,
      buoys: Array.from({ length: 4 }, () => ({ kind: 'digital' as const })),
    });
    bayId = bay.id;
    buoyIds = bay.buoys.map((buoy) => buoy.id);
    await (
      await baySetupChanger(stack.paths, bayId)
    )({ cancellationPolicy: freeUntilArrival });
  });
  afterAll(() => stack.stop());

  it('when the boater asks and then cancels with the figure shown, then all is refunded and My Bookings files it under cancelled', async () => {
    const paid = await paidBooking();
    const authorization = authorizationOf(paid.boater);
    const url = `/api/v1/bookings/${paid.bookingId}/cancellation`;

    const quote = await call('GET', url, authorization);
    expect(quote.statusCode).toBe(200);
    expect(quote.json()).toMatchObject({
      booking: { booking_id: paid.bookingId, status: 'confirmed', phase: 'upcoming', refund: null },
      refund: { cents: paid.totalMinor, currency: 'EUR' },
      free_until: bayClock.instantAt(tomorrowNight().fromDate, '00:00', ZONE).toISOString(),
      policy: {
        night_free_days_before: 0,
        night_free_until_time: '00:00',
        night_late_refund_percent: 30,
        day_free_hours_before: 1,
      },
    });

    const changed = await call('POST', url, authorization, { expected_refund_minor: paid.totalMinor - 1 });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ code: 'refund_changed' });

    const cancelled = await call('POST', url, authorization, { expected_refund_minor: paid.totalMinor });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      booking_id: paid.bookingId,
      status: 'cancelled',
      phase: 'cancelled',
      cancelled_by: 'boater',
      refund: { cents: paid.totalMinor, currency: 'EUR' },
    });
    expect(Date.parse(cancelled.json<{ cancelled_at: string }>().cancelled_at)).not.toBeNaN();

    const listed = await call('GET', '/api/v1/bookings?phase=cancelled', authorization);
    expect(listed.json<{ bookings: { booking_id: string }[] }>().bookings.map((b) => b.booking_id)).toEqual([
      paid.bookingId,
    ]);
    const again = await call('GET', url, authorization);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'booking_not_cancellable' });
  });

  it('when someone else, or a body without the refund, asks, then 404 and 400 and nothing is cancelled', async () => {
    const paid = await paidBooking();
    const url = `/api/v1/bookings/${paid.bookingId}/cancellation`;
    const stranger = authorizationOf(await boaterWithBoat(stack.paths));
    for (const refused of [
      await call('GET', url, stranger),
      await call('POST', url, stranger, { expected_refund_minor: paid.totalMinor }),
    ]) {
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ code: 'not_found' });
    }
    const noFigure = await call('POST', url, authorizationOf(paid.boater), {});
    expect(noFigure.statusCode).toBe(400);
    const negative = await call('POST', url, authorizationOf(paid.boater), { expected_refund_minor: -1 });
    expect(negative.statusCode).toBe(400);
    const still = await call('GET', `/api/v1/bookings/${paid.bookingId}`, authorizationOf(paid.boater));
    expect(still.json()).toMatchObject({ status: 'confirmed' });
  });

  it('when the bay’s manager cancels for the weather, then the history row says so with the whole amount back', async () => {
    const paid = await paidBooking();
    const url = `/api/v1/concessionaires/bays/${bayId}/bookings/${paid.bookingId}/cancellation`;

    const unknownReason = await call('POST', url, await manager(), { reason: 'pirates' });
    expect(unknownReason.statusCode).toBe(400);
    const boater = await call('POST', url, authorizationOf(paid.boater), { reason: 'weather' });
    expect(boater.statusCode).toBe(403);

    const cancelled = await call('POST', url, await manager(), { reason: 'weather', note: 'Bura tonight' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      booking_id: paid.bookingId,
      status: 'cancelled',
      cancelled_by: 'operator',
      cancel_reason: 'weather',
      refund: { amount_minor: paid.totalMinor, currency: 'EUR' },
      amount: { amount_minor: paid.totalMinor, currency: 'EUR' },
    });
    const boaterSees = await call('GET', `/api/v1/bookings/${paid.bookingId}`, authorizationOf(paid.boater));
    expect(boaterSees.json()).toMatchObject({ status: 'cancelled', cancelled_by: 'operator' });

    const history = await call(
      'GET',
      `/api/v1/concessionaires/bays/${bayId}/bookings?status=cancelled`,
      await manager(),
    );
    expect(
      history.json<{ bookings: { booking_id: string }[] }>().bookings.map((b) => b.booking_id),
    ).toContain(paid.bookingId);
    // A second press (a lost answer) cancels nothing more: the same booking, the same refund.
    const twice = await call('POST', url, await manager(), { reason: 'other' });
    expect(twice.statusCode).toBe(200);
    expect(twice.json()).toMatchObject({
      cancel_reason: 'weather',
      refund: { amount_minor: paid.totalMinor },
    });
  });
});
