import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bayClock, bookingV1, eventsV1 } from '@moorline/contracts';
import { forwardAccessToken } from '@moorline/kit';
import { randomUUID } from 'node:crypto';
import { insertBooking, staffOf } from './back-office-fixtures';
import { bayWithBuoys, failureOf } from './booking-fixtures';
import { startBookingServices, type BookingServices } from './support';

// Issue 30 item 2: the bay's staff cancel a paid booking (weather, a broken buoy). The refund is
// always the whole amount, and BookingCancelled offers the boater the free buoys that take the boat.

const HOUR = 3_600_000;

describe('the bay cancels a paid booking', () => {
  let services: BookingServices;
  let bayId: string;
  let otherBayId: string;
  let buoyIds: string[];
  let employee: ReturnType<typeof forwardAccessToken>;
  const buoy = (label: number) => buoyIds[label - 1] ?? '';
  const at = (label: number) => ({ bayId, buoyId: buoy(label), buoyLabel: String(label) });
  const today = () => bayClock.localDate(new Date(), 'Europe/Zagreb');
  // Tomorrow's night at the bay's own times, which the alternatives' bays sell too.
  const tomorrow = () => {
    const day = bayClock.addDays(today(), 1);
    return {
      start: bayClock.instantAt(day, '14:00', 'Europe/Zagreb'),
      end: bayClock.instantAt(bayClock.addDays(day, 1), '12:00', 'Europe/Zagreb'),
    };
  };

  beforeAll(async () => {
    services = await startBookingServices();
    const bay = await bayWithBuoys(services, {
      slug: 'storm-bay',
      lat: 42.71,
      lon: 17.41,
      buoys: Array.from({ length: 8 }, () => ({ kind: 'digital' as const })),
    });
    bayId = bay.id;
    buoyIds = bay.buoys.map((row) => row.id);
    const other = await bayWithBuoys(services, {
      slug: 'storm-other-bay',
      lat: 42.75,
      lon: 17.45,
      buoys: [{ kind: 'digital' }],
    });
    otherBayId = other.id;
    employee = await staffOf(services, [bayId], ['employee']);
  });
  afterAll(() => services.stop());

  const cancel = (
    bookingId: string,
    change: Partial<bookingV1.CancelBayBookingRequest> = {},
    as = employee,
  ) => services.client.cancelBayBooking({ bayId, bookingId, reason: 'weather', note: '', ...change }, as);

  const cancelledEvents = async (bookingId: string) =>
    (
      await services.bookingDb
        .selectFrom('outbox')
        .select('payload')
        .where('aggregate_id', '=', bookingId)
        .where('event_type', '=', eventsV1.BookingCancelled.$type)
        .execute()
    ).map((row) => eventsV1.BookingCancelled.decode(row.payload));

  it('when staff cancel a paid booking, then all is refunded and the event offers the free buoys but its own', async () => {
    const { id } = await insertBooking(services, { ...at(1), ...tomorrow(), totalMinor: 12_345 });
    // Buoy 2 is booked for the same night, so it is no alternative either.
    await insertBooking(services, { ...at(2), ...tomorrow() });

    const { booking } = await cancel(id, { reason: 'buoy_out_of_service', note: '  Chain broke; sorry.  ' });

    expect(booking).toMatchObject({
      bookingId: id,
      phase: bookingV1.BookingPhase.BOOKING_PHASE_CANCELLED,
      cancelledBy: 'operator',
      cancelReason: 'buoy_out_of_service',
      refund: { amountMinor: 12_345, currency: 'EUR' },
    });
    const [event, ...more] = await cancelledEvents(id);
    expect(more).toEqual([]);
    expect(event).toMatchObject({
      cancelledBy: 'operator',
      reason: 'buoy_out_of_service',
      note: 'Chain broke; sorry.',
      refund: { amountMinor: 12_345, currency: 'EUR' },
    });
    const offered = event?.alternatives.map((alternative) => alternative.buoyId) ?? [];
    expect(offered.length).toBeGreaterThan(0);
    expect(offered).not.toContain(buoy(1));
    expect(offered).not.toContain(buoy(2));
    expect(event?.alternatives[0]?.bayId).toBe(bayId);

    const { bookings } = await services.client.listBayBookings(
      {
        bayId,
        fromDate: '',
        toDate: '',
        query: '',
        pageToken: '',
        pageSize: 0,
        phase: bookingV1.BookingPhase.BOOKING_PHASE_CANCELLED,
      },
      employee,
    );
    expect(
      bookings.map((row) => [row.bookingId, row.cancelledBy, row.cancelReason, row.refund?.amountMinor]),
    ).toEqual([[id, 'operator', 'buoy_out_of_service', 12_345]]);
  });

  it('when a stay is under way, then staff may still cancel it, in full; once ended they may not', async () => {
    const now = Date.now();
    const current = await insertBooking(services, {
      ...at(3),
      start: new Date(now - 2 * HOUR),
      end: new Date(now + 10 * HOUR),
      totalMinor: 5_000,
      checkedInAt: new Date(now - HOUR),
      // Two nights, the first one behind: the alternatives are for tonight on.
      fromDate: bayClock.addDays(today(), -1),
      toDate: bayClock.addDays(today(), 1),
    });
    const overview = () => services.client.getBayOverview({ bayId }, employee);
    const before = await overview();
    expect(before.berths.map((berth) => berth.bookingId)).toContain(current.id);

    const { booking } = await cancel(current.id);
    expect(booking?.refund?.amountMinor).toBe(5_000);
    // The boat is gone from the berths and the buoy counts as free again.
    const after = await overview();
    expect(after.berths.map((berth) => berth.bookingId)).not.toContain(current.id);
    expect(after.now?.booked).toBe((before.now?.booked ?? 0) - 1);
    expect(after.now?.checkedIn).toBe((before.now?.checkedIn ?? 0) - 1);
    expect(after.now?.free).toBe((before.now?.free ?? 0) + 1);
    const [event] = await cancelledEvents(current.id);
    const offered = event?.alternatives.map((alternative) => alternative.buoyId) ?? [];
    expect(offered.length).toBeGreaterThan(0);
    expect(offered).not.toContain(buoy(3));

    const ended = await insertBooking(services, {
      ...at(4),
      start: new Date(now - 30 * HOUR),
      end: new Date(now - HOUR),
    });
    expect((await failureOf(cancel(ended.id))).code).toBe('booking_not_cancellable');
    const held = await insertBooking(services, { ...at(5), ...tomorrow(), status: 'held' });
    expect((await failureOf(cancel(held.id))).code).toBe('booking_not_cancellable');
  });

  it('when the reason or note is not acceptable, then it is invalid_request and nothing changes', async () => {
    const { id } = await insertBooking(services, { ...at(6), ...tomorrow() });
    expect((await failureOf(cancel(id, { reason: 'bored' }))).code).toBe('invalid_request');
    expect((await failureOf(cancel(id, { reason: '' }))).code).toBe('invalid_request');
    expect((await failureOf(cancel(id, { note: 'x'.repeat(501) }))).code).toBe('invalid_request');
    expect(await cancelledEvents(id)).toEqual([]);
    const { booking } = await cancel(id, { reason: 'other', note: `  ${'x'.repeat(500)}  ` });
    expect(booking?.cancelReason).toBe('other');
  });

  it('when the booking is of another bay, or the caller does not run this bay, then it is refused', async () => {
    const { id } = await insertBooking(services, { ...at(7), ...tomorrow() });
    const otherStaff = await staffOf(services, [otherBayId], ['manager']);
    expect(
      (
        await failureOf(
          services.client.cancelBayBooking(
            { bayId: otherBayId, bookingId: id, reason: 'weather', note: '' },
            otherStaff,
          ),
        )
      ).code,
    ).toBe('not_found');
    expect((await failureOf(cancel(randomUUID()))).code).toBe('not_found');
    const boater = await services.tokens.bearer({ userId: randomUUID() });
    expect((await failureOf(cancel(id, {}, forwardAccessToken(boater)))).code).toBe('forbidden');
    const viewer = await staffOf(services, [bayId], ['concessionaire']);
    expect((await failureOf(cancel(id, {}, viewer))).code).toBe('forbidden');
    expect(await cancelledEvents(id)).toEqual([]);
  });
});
