import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { catalogV1, eventsV1 } from '@moorline/contracts';
import { waitFor } from '@moorline/deploy/src/testing/test-infra';
import { forwardAccessToken } from '@moorline/kit';
import { randomUUID } from 'node:crypto';
import {
  bayWithBuoys,
  boaterWithBoat,
  failureOf,
  hold,
  nightStay,
  withoutConstraint,
} from './booking-fixtures';
import { insertBooking, staffOf } from './back-office-fixtures';
import { startBookingServices, type BookingServices } from './support';

// Moving a booking to another buoy of its bay (issue 15 item 7), e.g. before the buoy is taken
// out of service.

const HOUR = 3_600_000;

describe('moving a booking', () => {
  let services: BookingServices;
  let bayId: string;
  let otherBayId: string;
  let buoyIds: string[];
  let otherBuoyId: string;
  let manager: ReturnType<typeof forwardAccessToken>;
  const buoy = (label: number) => buoyIds[label - 1] ?? '';
  const at = (label: number) => ({ bayId, buoyId: buoy(label), buoyLabel: String(label) });
  const ahead = () => ({ start: new Date(Date.now() + HOUR), end: new Date(Date.now() + 20 * HOUR) });

  beforeAll(async () => {
    services = await startBookingServices();
    const bay = await bayWithBuoys(services, {
      slug: 'move-bay',
      lat: 42.81,
      lon: 17.51,
      buoys: [
        ...Array.from({ length: 12 }, () => ({ kind: 'digital' as const })),
        { kind: 'digital', maxLoaCm: 800 },
        { kind: 'fcfs' },
        { kind: 'digital', state: 'out_of_service' },
        { kind: 'traditional' },
      ],
    });
    bayId = bay.id;
    buoyIds = bay.buoys.map((row) => row.id);
    const other = await bayWithBuoys(services, {
      slug: 'move-other-bay',
      lat: 42.85,
      lon: 17.55,
      buoys: [{ kind: 'digital' }],
    });
    otherBayId = other.id;
    otherBuoyId = other.buoys[0]?.id ?? '';
    manager = await staffOf(services, [bayId], ['manager']);
  });

  afterAll(() => services.stop());

  const move = (bookingId: string, buoyId: string, as = manager) =>
    services.client.moveBooking({ bayId, bookingId, buoyId }, as);

  it('when staff move a paid booking, then the boater sees the new buoy and the live map frees the old one and books the new', async () => {
    const boater = await boaterWithBoat(services);
    const held = await hold(services, boater, nightStay(buoy(1), boater.boatId));
    await services.publish({
      type: eventsV1.PaymentAuthorized.$type,
      aggregateId: held.bookingId,
      payload: eventsV1.PaymentAuthorized.fromPartial({ paymentId: 'pay_move', bookingId: held.bookingId }),
    });
    const placement = () =>
      services.catalogDb
        .selectFrom('booking_occupancies')
        .select(['state', 'buoy_id'])
        .where('booking_id', '=', held.bookingId)
        .executeTakeFirst();
    await waitFor(async () => (await placement())?.state === 'confirmed');

    const moved = await move(held.bookingId, buoy(2));
    expect(moved).toMatchObject({ previousBuoyId: buoy(1), previousBuoyLabel: '1' });
    expect(moved.booking).toMatchObject({ bookingId: held.bookingId, buoyId: buoy(2), buoyLabel: '2' });

    const { booking: seen } = await services.client.getBooking({ bookingId: held.bookingId }, boater.as);
    expect(seen).toMatchObject({ buoyId: buoy(2), buoyLabel: '2' });
    const { bookings: mine } = await services.client.listMyBookings(
      { phase: 0, search: 'move-bay 2', pageToken: '', pageSize: 0 },
      boater.as,
    );
    expect(mine.map((booking) => booking.bookingId)).toEqual([held.bookingId]);
    const events = await services.bookingDb
      .selectFrom('outbox')
      .select('event_type')
      .where('aggregate_id', '=', held.bookingId)
      .orderBy('id')
      .execute();
    expect(events.map((row) => row.event_type)).toEqual([
      eventsV1.BookingHeld.$type,
      eventsV1.BookingConfirmed.$type,
      eventsV1.BookingMoved.$type,
    ]);

    await waitFor(async () => (await placement())?.buoy_id === buoy(2));
    expect(await placement()).toEqual({ state: 'confirmed', buoy_id: buoy(2) });
    const signedIn = forwardAccessToken(await services.tokens.bearer({ userId: randomUUID() }));
    const { buoys: map } = await services.catalogClient.listBuoys(
      {
        baySlug: 'move-bay',
        stay: { stayKind: catalogV1.StayKind.STAY_KIND_NIGHT, fromDate: '', toDate: '' },
      },
      signedIn,
    );
    const statusOf = (id: string) => map.find((candidate) => candidate.buoyId === id)?.status;
    expect(statusOf(buoy(1))).toBe(catalogV1.BuoyStatus.BUOY_STATUS_AVAILABLE);
    expect(statusOf(buoy(2))).toBe(catalogV1.BuoyStatus.BUOY_STATUS_BOOKED);
  });

  it('when the target buoy cannot take the booking, then each refusal has its code and nothing moves', async () => {
    const { id } = await insertBooking(services, { ...at(3), ...ahead() });
    await insertBooking(services, { ...at(4), ...ahead() });
    expect((await failureOf(move(id, buoy(4)))).code).toBe('buoy_already_booked');
    expect((await failureOf(move(id, buoy(13)))).code).toBe('boat_too_large_for_buoy');
    expect((await failureOf(move(id, buoy(14)))).code).toBe('buoy_not_available');
    expect((await failureOf(move(id, buoy(15)))).code).toBe('buoy_not_available');
    expect((await failureOf(move(id, buoy(16)))).code).toBe('buoy_not_available');
    expect((await failureOf(move(id, buoy(3)))).code).toBe('invalid_request');
    expect((await failureOf(move(id, otherBuoyId))).code).toBe('not_found');
    expect((await failureOf(move(id, randomUUID()))).code).toBe('not_found');
    const row = await services.bookingDb
      .selectFrom('bookings')
      .select(['buoy_id', 'version'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ buoy_id: buoy(3), version: 1 });
  });

  it('when the booking has ended, lapsed or failed, then it cannot be moved', async () => {
    const past = { start: new Date(Date.now() - 30 * HOUR), end: new Date(Date.now() - 10 * HOUR) };
    const ended = await insertBooking(services, { ...at(5), ...past });
    const lapsed = await insertBooking(services, {
      ...at(5),
      ...ahead(),
      status: 'held',
      holdExpiresAt: new Date(Date.now() - 1000),
    });
    const failed = await insertBooking(services, { ...at(6), ...ahead(), status: 'failed' });
    for (const { id } of [ended, lapsed, failed])
      expect((await failureOf(move(id, buoy(7)))).code).toBe('booking_not_movable');
  });

  it('when the caller may only view, is a boater, runs another bay or has no token, then 403, 403, 404 and 401', async () => {
    const { id } = await insertBooking(services, { ...at(8), ...ahead() });
    const viewer = await staffOf(services, [bayId], ['concessionaire']);
    expect((await failureOf(move(id, buoy(9), viewer))).code).toBe('forbidden');
    const boater = forwardAccessToken(await services.tokens.bearer({}));
    expect((await failureOf(move(id, buoy(9), boater))).code).toBe('forbidden');
    const stranger = await staffOf(services, [otherBayId], ['manager']);
    expect((await failureOf(move(id, buoy(9), stranger))).code).toBe('not_found');
    expect(
      (await failureOf(services.client.moveBooking({ bayId, bookingId: id, buoyId: buoy(9) }))).code,
    ).toBe('unauthenticated');
    const elsewhere = await insertBooking(services, {
      bayId: otherBayId,
      buoyId: otherBuoyId,
      buoyLabel: '1',
      ...ahead(),
    });
    expect((await failureOf(move(elsewhere.id, buoy(9)))).code).toBe('not_found');
  });

  describe('a race for one free buoy', () => {
    const racers = [4, 5, 6, 7, 8, 9, 10, 11];
    const target = 12;

    /** Eight bookings of one period on eight buoys, all moved to the same free buoy at once. */
    async function race(period: { start: Date; end: Date }) {
      const bookings = await Promise.all(
        racers.map((label) => insertBooking(services, { ...at(label), ...period })),
      );
      const outcomes = await Promise.allSettled(bookings.map(({ id }) => move(id, buoy(target))));
      const atTarget = await services.bookingDb
        .selectFrom('bookings')
        .select('id')
        .where('buoy_id', '=', buoy(target))
        .where(
          'id',
          'in',
          bookings.map(({ id }) => id),
        )
        .execute();
      return { outcomes, atTarget: atTarget.length };
    }

    it('when eight moves race for one buoy, then exactly one wins and the others are buoy_already_booked', async () => {
      const { outcomes, atTarget } = await race({
        start: new Date(Date.now() + 60 * HOUR),
        end: new Date(Date.now() + 80 * HOUR),
      });
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
      const codes = outcomes.flatMap((outcome) =>
        outcome.status === 'rejected' ? [(outcome.reason as { code?: string }).code] : [],
      );
      expect(codes).toEqual(Array.from({ length: 7 }, () => 'buoy_already_booked'));
      expect(atTarget).toBe(1);
    });

    it('when the same race runs without the buoy constraint, then every move wins: the constraint is what decides', async () => {
      const buoys = [...racers, target].map(buoy);
      await withoutConstraint(services, 'bookings_buoy_no_overlap', buoys, async () => {
        const { outcomes, atTarget } = await race({
          start: new Date(Date.now() + 100 * HOUR),
          end: new Date(Date.now() + 120 * HOUR),
        });
        expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(8);
        expect(atTarget).toBe(8);
      });
    });
  });
});
