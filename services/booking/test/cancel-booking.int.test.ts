import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bayClock, bookingV1, catalogV1, eventsV1 } from '@moorline/contracts';
import { waitFor } from '@moorline/deploy/src/testing/test-infra';
import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import { applyPaymentAuthorized } from '../src/events/payment-outcomes.consumer';
import {
  bayWithBuoys,
  baySetupChanger,
  boaterWithBoat,
  failureOf,
  hold,
  nightStay,
  type Boater,
} from './booking-fixtures';
import { insertBooking, staffOf } from './back-office-fixtures';
import { startBookingServices, type BookingServices } from './support';

// Issue 30 item 2 on the real booking and catalog services: the boater cancels a paid booking
// before the stay begins, for the refund the booking's kept policy gives; the buoy is free at once.

const freeUntilMidnightBefore: catalogV1.CancellationPolicy = {
  nightFreeDaysBefore: 0,
  nightFreeUntilTime: '00:00',
  nightLateRefundPercent: 30,
  dayFreeHoursBefore: 1,
};
const lateHalfBack: catalogV1.CancellationPolicy = {
  nightFreeDaysBefore: 7,
  nightFreeUntilTime: '12:00',
  nightLateRefundPercent: 50,
  dayFreeHoursBefore: 1,
};

/** Tomorrow's night at the bay: it has not begun whenever the test runs. */
function tomorrowNight() {
  const tomorrow = bayClock.addDays(bayClock.localDate(new Date(), 'Europe/Zagreb'), 1);
  return { fromDate: tomorrow, toDate: bayClock.addDays(tomorrow, 1) };
}

describe('the boater cancels a paid booking', () => {
  let services: BookingServices;
  let baySlug: string;
  let buoyIds: string[];
  let changeSetup: Awaited<ReturnType<typeof baySetupChanger>>;
  let bayId: string;
  let staff: Awaited<ReturnType<typeof staffOf>>;
  let nextBuoy = 0;
  // Booking asks catalog once per buoy, so each policy is set before a buoy of its own is held.
  const freshBuoy = () => {
    const buoyId = buoyIds[nextBuoy++];
    if (!buoyId) throw new Error('the bay needs more buoys for its tests');
    return buoyId;
  };

  beforeAll(async () => {
    services = await startBookingServices();
    baySlug = 'cancel-bay';
    const bay = await bayWithBuoys(services, {
      slug: baySlug,
      lat: 43.51,
      lon: 15.96,
      buoys: Array.from({ length: 16 }, () => ({ kind: 'digital' as const })),
    });
    buoyIds = bay.buoys.map((buoy) => buoy.id);
    bayId = bay.id;
    changeSetup = await baySetupChanger(services, bay.id);
    staff = await staffOf(services, [bay.id], ['manager']);
  });
  afterAll(() => services.stop());

  /** A booking of tomorrow night held under `policy` and paid. */
  async function paidBooking(policy: catalogV1.CancellationPolicy, boater?: Boater) {
    await changeSetup({ cancellationPolicy: policy });
    const who = boater ?? (await boaterWithBoat(services));
    const buoyId = freshBuoy();
    const held = await hold(services, who, nightStay(buoyId, who.boatId, tomorrowNight()));
    await services.bookingDb
      .transaction()
      .execute((trx) => applyPaymentAuthorized(trx, { bookingId: held.bookingId, paymentId: randomUUID() }));
    return {
      boater: who,
      bookingId: held.bookingId,
      buoyId,
      totalMinor: held.price?.total?.amountMinor ?? 0,
    };
  }

  const cancelledEvents = async (bookingId: string) =>
    (
      await services.bookingDb
        .selectFrom('outbox')
        .select('payload')
        .where('aggregate_id', '=', bookingId)
        .where('event_type', '=', eventsV1.BookingCancelled.$type)
        .execute()
    ).map((row) => eventsV1.BookingCancelled.decode(row.payload));

  it('when the boater cancels before the free period ends, then all is refunded, the buoy is free on the map and can be held again', async () => {
    const paid = await paidBooking(freeUntilMidnightBefore);
    expect(paid.totalMinor).toBeGreaterThan(0);
    const quoted = await services.client.quoteCancellation({ bookingId: paid.bookingId }, paid.boater.as);
    expect(quoted.refund).toEqual({ amountMinor: paid.totalMinor, currency: 'EUR' });
    expect(quoted.policy).toEqual(freeUntilMidnightBefore);
    expect(quoted.freeUntil?.toISOString()).toBe(
      bayClock.instantAt(tomorrowNight().fromDate, '00:00', 'Europe/Zagreb').toISOString(),
    );

    const { booking } = await services.client.cancelBooking(
      { bookingId: paid.bookingId, expectedRefundMinor: paid.totalMinor },
      paid.boater.as,
    );
    expect(booking).toMatchObject({
      status: bookingV1.BookingStatus.BOOKING_STATUS_CANCELLED,
      phase: bookingV1.BookingPhase.BOOKING_PHASE_CANCELLED,
      cancelledBy: 'boater',
      refund: { amountMinor: paid.totalMinor, currency: 'EUR' },
    });
    expect(booking?.cancelledAt).toBeInstanceOf(Date);
    const [event, ...more] = await cancelledEvents(paid.bookingId);
    expect(more).toEqual([]);
    expect(event).toMatchObject({
      bookingId: paid.bookingId,
      buoyId: paid.buoyId,
      userId: paid.boater.userId,
      cancelledBy: 'boater',
      reason: '',
      refund: { amountMinor: paid.totalMinor, currency: 'EUR' },
      amount: { amountMinor: paid.totalMinor, currency: 'EUR' },
      summary: { bayName: baySlug, cancellationPolicy: freeUntilMidnightBefore },
      alternatives: [],
    });
    expect(event?.paymentId).not.toBe('');

    const next = await boaterWithBoat(services);
    const again = await hold(services, next, nightStay(paid.buoyId, next.boatId, tomorrowNight()));
    expect(again.status).toBe(bookingV1.BookingStatus.BOOKING_STATUS_HELD);
  });

  it('when the buoy is cancelled, then the live map shows it free', async () => {
    const paid = await paidBooking(freeUntilMidnightBefore);
    const placement = () =>
      services.catalogDb
        .selectFrom('booking_occupancies')
        .select('state')
        .where('booking_id', '=', paid.bookingId)
        .executeTakeFirst();
    await waitFor(async () => (await placement())?.state === 'confirmed');
    const mapStatus = async () => {
      const { buoys } = await services.catalogClient.listBuoys(
        { baySlug, stay: { stayKind: catalogV1.StayKind.STAY_KIND_NIGHT, ...tomorrowNight() } },
        paid.boater.as,
      );
      return buoys.find((buoy) => buoy.buoyId === paid.buoyId)?.status;
    };
    expect(await mapStatus()).toBe(catalogV1.BuoyStatus.BUOY_STATUS_BOOKED);

    await services.client.cancelBooking(
      { bookingId: paid.bookingId, expectedRefundMinor: paid.totalMinor },
      paid.boater.as,
    );

    await waitFor(async () => (await placement())?.state === 'cancelled');
    expect(await mapStatus()).toBe(catalogV1.BuoyStatus.BUOY_STATUS_AVAILABLE);
  });

  it('when the free period has passed, then the quote and the cancel give the late share the kept policy names', async () => {
    const paid = await paidBooking(lateHalfBack);
    const half = Math.floor((paid.totalMinor * 50 + 50) / 100);
    const quoted = await services.client.quoteCancellation({ bookingId: paid.bookingId }, paid.boater.as);
    expect(quoted.refund?.amountMinor).toBe(half);
    const { booking } = await services.client.cancelBooking(
      { bookingId: paid.bookingId, expectedRefundMinor: half },
      paid.boater.as,
    );
    expect(booking?.refund?.amountMinor).toBe(half);
    expect((await cancelledEvents(paid.bookingId)).map((event) => event.refund?.amountMinor)).toEqual([half]);
  });

  it('when the refund shown is not what the policy gives now, then it is refund_changed and nothing changes', async () => {
    const paid = await paidBooking(lateHalfBack);
    const failure = await failureOf(
      services.client.cancelBooking(
        { bookingId: paid.bookingId, expectedRefundMinor: paid.totalMinor },
        paid.boater.as,
      ),
    );
    expect(failure.code).toBe('refund_changed');
    const { booking } = await services.client.getBooking({ bookingId: paid.bookingId }, paid.boater.as);
    expect(booking?.status).toBe(bookingV1.BookingStatus.BOOKING_STATUS_CONFIRMED);
    expect(booking?.refund).toBeUndefined();
    expect(await cancelledEvents(paid.bookingId)).toEqual([]);
  });

  it('when the boater cancels twice, then the second answers the cancelled booking and one event went out', async () => {
    const paid = await paidBooking(freeUntilMidnightBefore);
    const cancel = () =>
      services.client.cancelBooking(
        { bookingId: paid.bookingId, expectedRefundMinor: paid.totalMinor },
        paid.boater.as,
      );
    const first = await cancel();
    const second = await cancel();
    expect(second.booking).toEqual(first.booking);
    expect(await cancelledEvents(paid.bookingId)).toHaveLength(1);
  });

  it('when the boater and the bay cancel at once, several times each, then the booking is cancelled once and announced once', async () => {
    const paid = await paidBooking(freeUntilMidnightBefore);
    const byBoater = () =>
      services.client.cancelBooking(
        { bookingId: paid.bookingId, expectedRefundMinor: paid.totalMinor },
        paid.boater.as,
      );
    const byBay = () =>
      services.client.cancelBayBooking(
        { bayId, bookingId: paid.bookingId, reason: 'weather', note: '' },
        staff,
      );
    const answers = await Promise.all([byBoater(), byBay(), byBoater(), byBay(), byBoater(), byBay()]);
    const refunds = new Set(answers.map((answer) => answer.booking?.refund?.amountMinor));
    expect(refunds).toEqual(new Set([paid.totalMinor]));
    const events = await cancelledEvents(paid.bookingId);
    expect(events).toHaveLength(1);
    const stored = await services.bookingDb
      .selectFrom('bookings')
      .select(['status', 'version', 'cancelled_by'])
      .where('id', '=', paid.bookingId)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ status: 'cancelled', version: 3, cancelled_by: events[0]?.cancelledBy });
  });

  it("when someone else's booking is asked about, then it is not_found", async () => {
    const paid = await paidBooking(freeUntilMidnightBefore);
    const stranger = await boaterWithBoat(services);
    expect(
      (await failureOf(services.client.quoteCancellation({ bookingId: paid.bookingId }, stranger.as))).code,
    ).toBe('not_found');
    expect(
      (
        await failureOf(
          services.client.cancelBooking(
            { bookingId: paid.bookingId, expectedRefundMinor: paid.totalMinor },
            stranger.as,
          ),
        )
      ).code,
    ).toBe('not_found');
    expect(
      (await failureOf(services.client.quoteCancellation({ bookingId: 'nope' }, stranger.as))).code,
    ).toBe('not_found');
    expect(await cancelledEvents(paid.bookingId)).toEqual([]);
  });

  it('when the booking is only held, lapsed, or its stay has begun, then it is booking_not_cancellable', async () => {
    const notCancellable = async (bookingId: string, boater: Boater) => {
      const quoted = await failureOf(services.client.quoteCancellation({ bookingId }, boater.as));
      const cancelled = await failureOf(
        services.client.cancelBooking({ bookingId, expectedRefundMinor: 0 }, boater.as),
      );
      return [quoted.code, cancelled.code];
    };
    const expected = ['booking_not_cancellable', 'booking_not_cancellable'];

    await changeSetup({ cancellationPolicy: freeUntilMidnightBefore });
    const holder = await boaterWithBoat(services);
    const held = await hold(services, holder, nightStay(freshBuoy(), holder.boatId, tomorrowNight()));
    expect(await notCancellable(held.bookingId, holder)).toEqual(expected);

    await sql`UPDATE bookings SET hold_expires_at = now() - interval '1 second' WHERE id = ${held.bookingId}`.execute(
      services.bookingDb,
    );
    await sql`UPDATE bookings SET status = 'expired', failure_code = 'hold_expired' WHERE id = ${held.bookingId}`.execute(
      services.bookingDb,
    );
    expect(await notCancellable(held.bookingId, holder)).toEqual(expected);

    // Its stay moved to have begun an hour ago by the database's clock.
    const paid = await paidBooking(freeUntilMidnightBefore);
    await sql`UPDATE bookings SET period = tstzrange(now() - interval '1 hour', now() + interval '20 hours')
               WHERE id = ${paid.bookingId}`.execute(services.bookingDb);
    expect(await notCancellable(paid.bookingId, paid.boater)).toEqual(expected);
    expect(await cancelledEvents(paid.bookingId)).toEqual([]);
  });

  it('when a paid booking was cancelled, then My Bookings lists it under cancelled, not failed, and sorts it with the rest', async () => {
    const boater = await boaterWithBoat(services);
    const paid = await paidBooking(freeUntilMidnightBefore, boater);
    await services.client.cancelBooking(
      { bookingId: paid.bookingId, expectedRefundMinor: paid.totalMinor },
      boater.as,
    );
    const listed = async (phase: bookingV1.BookingPhase) =>
      (
        await services.client.listMyBookings({ phase, search: '', pageToken: '', pageSize: 0 }, boater.as)
      ).bookings.map((booking) => booking.bookingId);
    expect(await listed(bookingV1.BookingPhase.BOOKING_PHASE_CANCELLED)).toEqual([paid.bookingId]);
    expect(await listed(bookingV1.BookingPhase.BOOKING_PHASE_FAILED)).toEqual([]);
    expect(await listed(bookingV1.BookingPhase.BOOKING_PHASE_UPCOMING)).toEqual([]);
    expect(await listed(bookingV1.BookingPhase.BOOKING_PHASE_UNSPECIFIED)).toEqual([paid.bookingId]);

    // It sorts with the rest (latest first), after what is ahead even when that starts later.
    const day = 86_400_000;
    const at = { bayId, buoyId: freshBuoy(), buoyLabel: 'later', boater };
    const ahead = await insertBooking(services, {
      ...at,
      start: new Date(Date.now() + 3 * day),
      end: new Date(Date.now() + 4 * day),
    });
    const past = await insertBooking(services, {
      ...at,
      start: new Date(Date.now() - 8 * day),
      end: new Date(Date.now() - 7 * day),
    });
    expect(await listed(bookingV1.BookingPhase.BOOKING_PHASE_UNSPECIFIED)).toEqual([
      ahead.id,
      paid.bookingId,
      past.id,
    ]);
  });
});
