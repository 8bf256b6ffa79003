import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bookingV1 } from '@moorline/contracts';
import { waitFor } from '@moorline/deploy/src/testing/test-infra';
import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import { bayWithBuoys, boaterWithBoat, failureOf, hold, nightStay, type Boater } from './booking-fixtures';
import { confirmedNight, nextNightDates, testClock } from './next-night-fixtures';
import { startBookingServices, type BookingServices } from './support';

// Issue 30 item 3: from a current booking, the next night on the same buoy, kept for the boat
// there until 09:00 bay time on its check-out day; a hold that continues it joins its visit.

const dates = nextNightDates();
const clock = testClock(dates.bookingTime);
const firstNight = { fromDate: dates.arrival, toDate: dates.departure };
const nextNight = { fromDate: dates.departure, toDate: dates.following };
const justBefore = new Date(dates.keptUntil.getTime() - 1_000);

describe('stay another night', () => {
  let services: BookingServices;
  let keeping: { id: string; buoys: { id: string }[] };
  let notKeeping: { id: string; buoys: { id: string }[] };

  beforeAll(async () => {
    services = await startBookingServices({ now: clock.now });
    keeping = await bayWithBuoys(services, {
      slug: 'keeping-bay',
      lat: 43.3,
      lon: 16.4,
      buoys: Array.from({ length: 8 }, () => ({ kind: 'digital' as const })),
    });
    notKeeping = await bayWithBuoys(services, {
      slug: 'open-bay',
      lat: 43.6,
      lon: 15.8,
      buoys: Array.from({ length: 5 }, () => ({ kind: 'digital' as const })),
    });
    await services.catalogDb
      .updateTable('bays')
      .set({ keep_next_night: false })
      .where('id', '=', notKeeping.id)
      .execute();
  });

  afterAll(() => services.stop());

  const buoyOf = (bay: { buoys: { id: string }[] }, index: number) => bay.buoys[index]?.id ?? '';

  /** A boater with a confirmed first night at the buoy, booked the morning it starts. */
  async function stayingAt(buoyId: string): Promise<{ boater: Boater; booking: bookingV1.Booking }> {
    clock.set(dates.bookingTime);
    const boater = await boaterWithBoat(services);
    return { boater, booking: await confirmedNight(services, boater, buoyId, firstNight) };
  }

  const offer = (boater: Boater, bookingId: string) =>
    services.client.offerNextNight({ bookingId }, boater.as);

  const extend = (boater: Boater, booking: bookingV1.Booking, change: Partial<bookingV1.StayRequest> = {}) =>
    services.client.createHold(
      {
        idempotencyKey: randomUUID(),
        stay: nightStay(booking.buoyId, boater.boatId, { ...nextNight, ...change }),
        extendsBookingId: booking.bookingId,
      },
      boater.as,
    );

  const alternativesOf = (refusal: { details?: Uint8Array }) =>
    bookingV1.HoldRefusal.decode(refusal.details ?? new Uint8Array()).alternatives;

  it('when the booker asks before 09:00, then the same buoy is offered with its price and until when it is kept', async () => {
    const { boater, booking } = await stayingAt(buoyOf(keeping, 0));
    clock.set(justBefore);
    const offered = await offer(boater, booking.bookingId);
    expect(offered).toMatchObject({
      sameBuoy: { buoyId: booking.buoyId, boatId: boater.boatId, ...nextNight },
      keptUntil: dates.keptUntil,
      alternatives: [],
      ...nextNight,
    });
    expect(offered.quote?.price?.total).toEqual({ amountMinor: 8000, currency: 'EUR' });
    const { booking: shown } = await services.client.getBooking({ bookingId: booking.bookingId }, boater.as);
    expect(shown).toMatchObject({ visitId: booking.bookingId, nextNightKeptUntil: dates.keptUntil });
    // Catalog's map learns the kept night from the booking's events.
    await waitFor(async () => {
      const projected = await services.catalogDb
        .selectFrom('booking_occupancies')
        .select('kept_until')
        .where('booking_id', '=', booking.bookingId)
        .executeTakeFirst();
      return projected?.kept_until?.getTime() === dates.keptUntil.getTime();
    });
  });

  it('when the bay does not keep nights, then the free buoy is offered without a keep', async () => {
    const { boater, booking } = await stayingAt(buoyOf(notKeeping, 0));
    clock.set(justBefore);
    const offered = await offer(boater, booking.bookingId);
    expect(offered.sameBuoy?.buoyId).toBe(booking.buoyId);
    expect(offered.keptUntil).toBeUndefined();
    const { booking: shown } = await services.client.getBooking({ bookingId: booking.bookingId }, boater.as);
    expect(shown?.nextNightKeptUntil).toBeUndefined();
  });

  it('when the bay does not keep nights, then another boater takes the next night before 09:00', async () => {
    const { boater, booking } = await stayingAt(buoyOf(notKeeping, 1));
    clock.set(justBefore);
    const other = await boaterWithBoat(services);
    await hold(services, other, nightStay(booking.buoyId, other.boatId, nextNight));
    const offered = await offer(boater, booking.bookingId);
    expect(offered.sameBuoy).toBeUndefined();
    expect(offered.alternatives[0]).toMatchObject({ bayId: notKeeping.id });
    expect(offered.alternatives.map((alternative) => alternative.buoyId)).not.toContain(booking.buoyId);
  });

  it('when the night is kept, then another boater is refused with buoy_already_booked and alternatives until 09:00, and gets it at 09:00', async () => {
    const { boater, booking } = await stayingAt(buoyOf(keeping, 1));
    const other = await boaterWithBoat(services);
    clock.set(justBefore);
    const quoted = await failureOf(
      services.client.quote({ stay: nightStay(booking.buoyId, other.boatId, nextNight) }, other.as),
    );
    expect(quoted.code).toBe('buoy_not_available');
    const refusal = await failureOf(
      hold(services, other, nightStay(booking.buoyId, other.boatId, nextNight)),
    );
    expect(refusal.code).toBe('buoy_already_booked');
    const alternatives = alternativesOf(refusal);
    expect(alternatives[0]).toMatchObject({ bayId: keeping.id });
    expect(alternatives.map((alternative) => alternative.buoyId)).not.toContain(booking.buoyId);

    clock.set(dates.keptUntil);
    const taken = await hold(services, other, nightStay(booking.buoyId, other.boatId, nextNight));
    expect(taken.status).toBe(bookingV1.BookingStatus.BOOKING_STATUS_HELD);
    const offered = await offer(boater, booking.bookingId);
    expect(offered.sameBuoy).toBeUndefined();
    expect(offered.alternatives.length).toBeGreaterThan(0);
    const { booking: shown } = await services.client.getBooking({ bookingId: booking.bookingId }, boater.as);
    expect(shown?.nextNightKeptUntil).toBeUndefined();
  });

  it('when another boater’s stay keeps a night, then it is not offered as an alternative', async () => {
    const kept = await stayingAt(buoyOf(keeping, 2));
    const taken = await stayingAt(buoyOf(keeping, 3));
    // As if booked before the bay kept nights: its next night is anyone's.
    await sql`UPDATE bookings SET next_night_period = NULL, next_night_kept_until = NULL
               WHERE id = ${taken.booking.bookingId}`.execute(services.bookingDb);
    const other = await boaterWithBoat(services);
    clock.set(justBefore);
    await hold(services, other, nightStay(taken.booking.buoyId, other.boatId, nextNight));
    const offered = await offer(taken.boater, taken.booking.bookingId);
    expect(offered.sameBuoy).toBeUndefined();
    expect(offered.alternatives.map((alternative) => alternative.buoyId)).not.toContain(kept.booking.buoyId);
  });

  it('when the booker extends before 09:00, then the kept night is theirs, in the same visit', async () => {
    const { boater, booking } = await stayingAt(buoyOf(keeping, 4));
    clock.set(justBefore);
    const { booking: extension } = await extend(boater, booking);
    expect(extension).toMatchObject({
      buoyId: booking.buoyId,
      visitId: booking.bookingId,
      status: bookingV1.BookingStatus.BOOKING_STATUS_HELD,
      ...nextNight,
    });
    const { bookings } = await services.client.listMyBookings({ pageSize: 10 }, boater.as);
    expect(bookings.map((listed) => listed.visitId)).toEqual([booking.bookingId, booking.bookingId]);
    // The night is booked now, no longer kept.
    expect(
      bookings.find((listed) => listed.bookingId === booking.bookingId)?.nextNightKeptUntil,
    ).toBeUndefined();
  });

  it('when the booker extends onto another buoy of the bay, then that stay is in the same visit too, once per key', async () => {
    const { boater, booking } = await stayingAt(buoyOf(keeping, 5));
    const request = {
      idempotencyKey: randomUUID(),
      stay: nightStay(buoyOf(keeping, 6), boater.boatId, nextNight),
      extendsBookingId: booking.bookingId,
    };
    const { booking: extension } = await services.client.createHold(request, boater.as);
    expect(extension).toMatchObject({ buoyId: buoyOf(keeping, 6), visitId: booking.bookingId });
    const { booking: again } = await services.client.createHold(request, boater.as);
    expect(again?.bookingId).toBe(extension?.bookingId);
    const plain = services.client.createHold({ ...request, extendsBookingId: '' }, boater.as);
    expect((await failureOf(plain)).code).toBe('idempotency_key_reused');
  });

  it('when the stay is not its next night, or another boat, then booking_not_extendable; another boater’s booking is not_found', async () => {
    const { boater, booking } = await stayingAt(buoyOf(keeping, 7));
    clock.set(justBefore);
    const later = { fromDate: dates.following, toDate: '' };
    expect((await failureOf(extend(boater, booking, later))).code).toBe('booking_not_extendable');
    const secondBoat = await boaterWithBoat(services);
    expect((await failureOf(extend(boater, booking, { boatId: secondBoat.boatId }))).code).toBe(
      'booking_not_extendable',
    );
    expect((await failureOf(extend(secondBoat, booking, { boatId: secondBoat.boatId }))).code).toBe(
      'not_found',
    );
    expect((await failureOf(offer(secondBoat, booking.bookingId))).code).toBe('not_found');
  });

  it('when the booking is held, cancelled or ended, then it is not extendable', async () => {
    clock.set(dates.bookingTime);
    const boater = await boaterWithBoat(services);
    const held = await hold(services, boater, nightStay(buoyOf(notKeeping, 2), boater.boatId, firstNight));
    expect((await failureOf(offer(boater, held.bookingId))).code).toBe('booking_not_extendable');
    expect((await failureOf(extend(boater, held))).code).toBe('booking_not_extendable');

    const { boater: cancelling, booking: cancelled } = await stayingAt(buoyOf(notKeeping, 3));
    // The refund is decided at the database's clock, not the test's: whatever it is now.
    const { refund } = await services.client.quoteCancellation(
      { bookingId: cancelled.bookingId },
      cancelling.as,
    );
    await services.client.cancelBooking(
      { bookingId: cancelled.bookingId, expectedRefundMinor: refund?.amountMinor ?? -1 },
      cancelling.as,
    );
    expect((await failureOf(offer(cancelling, cancelled.bookingId))).code).toBe('booking_not_extendable');

    const { boater: leaving, booking: ended } = await stayingAt(buoyOf(notKeeping, 4));
    clock.set(new Date(ended.periodEnd?.getTime() ?? 0));
    expect((await failureOf(offer(leaving, ended.bookingId))).code).toBe('booking_not_extendable');
  });
});
