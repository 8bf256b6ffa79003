import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bayClock, bookingV1, catalogV1 } from '@moorline/contracts';
import { randomUUID } from 'node:crypto';
import {
  bayWithBuoys,
  boaterWithBoat,
  failureOf,
  hold,
  nightStay,
  storedBooking,
  tonight,
} from './booking-fixtures';
import { startBookingServices, type BookingServices } from './support';

const { BookingStatus, BookingPhase, PriceLine_Kind: Kind } = bookingV1;

describe('quotes and holds over gRPC', () => {
  let services: BookingServices;
  let bay: Awaited<ReturnType<typeof bayWithBuoys>>;
  let neighbour: Awaited<ReturnType<typeof bayWithBuoys>>;
  const buoyId = (index: number) => {
    const buoy = bay.buoys[index];
    if (!buoy) throw new Error(`no buoy ${index}`);
    return buoy.id;
  };

  beforeAll(async () => {
    services = await startBookingServices();
    bay = await bayWithBuoys(services, {
      slug: 'holds-bay',
      lat: 44.1,
      lon: 15.2,
      buoys: [
        { kind: 'digital' },
        { kind: 'digital' },
        { kind: 'digital' },
        { kind: 'digital' },
        { kind: 'digital' },
        { kind: 'fcfs' },
        { kind: 'digital', state: 'out_of_service' },
        { kind: 'digital', maxLoaCm: 800 },
      ],
    });
    neighbour = await bayWithBuoys(services, {
      slug: 'holds-neighbour',
      lat: 44.12,
      lon: 15.2,
      buoys: [{ kind: 'digital' }],
    });
    await services.catalogDb
      .updateTable('bays')
      .set({ mooring_assistance_offered: true, mooring_assistance_price_cents: 1500 })
      .where('id', '=', bay.id)
      .execute();
  });

  afterAll(() => services.stop());

  it('when a boater asks for tonight with mooring assistance, then the price is the bay’s, VAT included and shown', async () => {
    const boater = await boaterWithBoat(services);
    const stay = nightStay(buoyId(0), boater.boatId, {
      extras: { mooringAssistance: true, trashCollection: false },
    });
    const quote = await services.client.quote({ stay }, boater.as);
    expect(quote.price?.lines.map((line) => [line.kind, line.quantity, line.amount?.amountMinor])).toEqual([
      [Kind.KIND_NIGHT, 1, 8000],
      [Kind.KIND_MOORING_ASSISTANCE, 1, 1500],
    ]);
    // 95.00 EUR gross at 13 %: 95 × 13 / 113 = 10.93.
    expect(quote.price?.total).toEqual({ amountMinor: 9500, currency: 'EUR' });
    expect(quote.price?.vat).toEqual({ amountMinor: 1093, currency: 'EUR' });
    const { fromDate, toDate } = tonight();
    expect(quote.periodStart).toEqual(bayClock.instantAt(fromDate, '14:00', 'Europe/Zagreb'));
    expect(quote.periodEnd).toEqual(bayClock.instantAt(toDate, '12:00', 'Europe/Zagreb'));
  });

  it('when two nights are asked for, then both are charged and the period spans them', async () => {
    const boater = await boaterWithBoat(services);
    const { fromDate } = tonight();
    const toDate = bayClock.addDays(fromDate, 2);
    const quote = await services.client.quote(
      { stay: nightStay(buoyId(0), boater.boatId, { toDate }) },
      boater.as,
    );
    expect(quote.price?.lines[0]).toMatchObject({ kind: Kind.KIND_NIGHT, quantity: 2 });
    expect(quote.price?.total?.amountMinor).toBe(16000);
    expect(quote.periodEnd).toEqual(bayClock.instantAt(toDate, '12:00', 'Europe/Zagreb'));
  });

  it('when a boater holds a buoy, then the booking is held for three minutes of database time and reads back', async () => {
    const boater = await boaterWithBoat(
      services,
      { name: 'Burin' },
      { name: 'Ana Kovač', phone: '+385912345678' },
    );
    const before = Date.now();
    const booking = await hold(services, boater, nightStay(buoyId(1), boater.boatId));
    // Who the skipper is, as the token said, for the bay's berths list (issue 28 item 8).
    expect(
      await services.bookingDb
        .selectFrom('bookings')
        .select(['skipper_name', 'skipper_phone'])
        .where('id', '=', booking.bookingId)
        .executeTakeFirst(),
    ).toEqual({ skipper_name: 'Ana Kovač', skipper_phone: '+385912345678' });
    expect(booking).toMatchObject({
      status: BookingStatus.BOOKING_STATUS_HELD,
      phase: BookingPhase.BOOKING_PHASE_PENDING,
      bayId: bay.id,
      baySlug: 'holds-bay',
      buoyId: buoyId(1),
      buoyLabel: '2',
      boatName: 'Burin',
      timeZone: 'Europe/Zagreb',
      failureCode: '',
    });
    const holdMs = (booking.holdExpiresAt?.getTime() ?? 0) - before;
    expect(holdMs).toBeGreaterThan(170_000);
    expect(holdMs).toBeLessThanOrEqual(185_000);
    expect((await services.client.getBooking({ bookingId: booking.bookingId }, boater.as)).booking).toEqual(
      booking,
    );
  });

  it('when the same hold is sent twice with one key, then both answers are the one booking', async () => {
    const boater = await boaterWithBoat(services);
    const key = randomUUID();
    const stay = nightStay(buoyId(2), boater.boatId);
    const [first, second] = await Promise.all([
      hold(services, boater, stay, key),
      hold(services, boater, stay, key),
    ]);
    expect(second.bookingId).toBe(first.bookingId);
    const third = await hold(services, boater, stay, key);
    expect(third.bookingId).toBe(first.bookingId);
    const reused = await failureOf(hold(services, boater, nightStay(buoyId(3), boater.boatId), key));
    expect(reused.code).toBe('idempotency_key_reused');
  });

  it('when a hold is retried after its stay stopped passing the checks, then the retry still answers the booking', async () => {
    const own = await bayWithBuoys(services, {
      slug: 'holds-retry',
      lat: 44.3,
      lon: 15.4,
      buoys: [{ kind: 'digital' }],
    });
    const buoy = own.buoys[0];
    if (!buoy) throw new Error('no buoy');
    const boater = await boaterWithBoat(services);
    const key = randomUUID();
    const stay = nightStay(buoy.id, boater.boatId);
    const first = await hold(services, boater, stay, key);
    // The boat is now longer than any buoy of the bay takes: a new request would be refused.
    await services.bookingDb
      .updateTable('boats')
      .set({ loa_cm: 5000 })
      .where('id', '=', boater.boatId)
      .execute();
    expect((await failureOf(hold(services, boater, stay))).code).toBe('boat_too_large');
    expect((await hold(services, boater, stay, key)).bookingId).toBe(first.bookingId);
  });

  it('when the buoy is taken, then the next boater is refused with free buoys of the bay first, then the neighbour bay', async () => {
    const first = await boaterWithBoat(services);
    const second = await boaterWithBoat(services);
    await hold(services, first, nightStay(buoyId(3), first.boatId));
    const quoteRefusal = await failureOf(
      services.client.quote({ stay: nightStay(buoyId(3), second.boatId) }, second.as),
    );
    expect(quoteRefusal.code).toBe('buoy_not_available');
    const refusal = await failureOf(hold(services, second, nightStay(buoyId(3), second.boatId)));
    expect(refusal).toMatchObject({
      code: 'buoy_already_booked',
      message: 'This buoy has already been booked, find another',
    });
    const { alternatives } = bookingV1.HoldRefusal.decode(refusal.details ?? new Uint8Array());
    const offered = alternatives.map((alternative) => `${alternative.baySlug} ${alternative.buoyLabel}`);
    // Nearest first from buoy 4: 5, then 3 and 2 (held by the tests above), then 1; 6 is FCFS,
    // 7 out of service, and 8 too short for the boat.
    expect(offered).toEqual(['holds-bay 5', 'holds-bay 1', 'holds-neighbour 1']);
    expect(alternatives[2]?.distanceM).toBeGreaterThan(2000);
  });

  it('when a boat is held at one buoy, then the same boat is refused at another for the same night', async () => {
    const boater = await boaterWithBoat(services);
    const first = await hold(services, boater, nightStay(buoyId(4), boater.boatId));
    const refusal = await failureOf(
      hold(services, boater, nightStay(neighbour.buoys[0]?.id ?? '', boater.boatId)),
    );
    expect(refusal.code).toBe('boat_already_booked');
    // It says where the boat is booked, not that no buoy is free (issue 28 item 1).
    const { fromDate, toDate } = tonight();
    const where = { bookingId: first.bookingId, bayName: 'holds-bay', buoyLabel: '5', fromDate, toDate };
    expect(bookingV1.HoldRefusal.decode(refusal.details ?? new Uint8Array())).toEqual({
      alternatives: [],
      boatBookedAt: where,
    });
    const quoted = await failureOf(
      services.client.quote({ stay: nightStay(neighbour.buoys[0]?.id ?? '', boater.boatId) }, boater.as),
    );
    expect(bookingV1.HoldRefusal.decode(quoted.details ?? new Uint8Array()).boatBookedAt).toEqual(where);
  });

  it('when a boat is too long for the buoy but not the bay, then the refusal is the buoy’s, with free buoys that fit', async () => {
    const big = await boaterWithBoat(services, { loaCm: 1200 });
    const refusal = await failureOf(hold(services, big, nightStay(buoyId(7), big.boatId)));
    expect(refusal.code).toBe('boat_too_large_for_buoy');
    const { alternatives } = bookingV1.HoldRefusal.decode(refusal.details ?? new Uint8Array());
    expect(alternatives.length).toBeGreaterThan(0);
    expect(alternatives.map((alternative) => alternative.buoyId)).not.toContain(buoyId(7));
    expect(alternatives[0]?.bayId).toBe(bay.id);
  });

  it('when each rule of a bookable stay is broken, then the answer is its catalogue code', async () => {
    const boater = await boaterWithBoat(services);
    const big = await boaterWithBoat(services, { loaCm: 1200 });
    const catamaran = await boaterWithBoat(services, { type: 'sailmultihull' });
    const { fromDate } = tonight();
    const refusalOf = async (who: typeof boater, stay: bookingV1.StayRequest) =>
      (await failureOf(services.client.quote({ stay }, who.as))).code;
    const at = (index: number, change: Partial<bookingV1.StayRequest> = {}) =>
      nightStay(buoyId(index), boater.boatId, change);
    expect(await refusalOf(boater, at(0, { fromDate: '', toDate: '' }))).toBe('dates_missing');
    expect(await refusalOf(boater, at(0, { fromDate: '2027-13-01' }))).toBe('invalid_date_format');
    expect(await refusalOf(boater, at(0, { toDate: fromDate }))).toBe('invalid_date_range');
    expect(
      await refusalOf(boater, at(0, { fromDate: bayClock.addDays(fromDate, -1), toDate: fromDate })),
    ).toBe('dates_in_past');
    expect(
      await refusalOf(
        boater,
        at(0, { fromDate: bayClock.addDays(fromDate, 3), toDate: bayClock.addDays(fromDate, 4) }),
      ),
    ).toBe('too_far_ahead');
    expect(await refusalOf(big, nightStay(buoyId(7), big.boatId))).toBe('boat_too_large_for_buoy');
    expect(await refusalOf(catamaran, nightStay(buoyId(0), catamaran.boatId))).toBe('hull_not_accepted');
    expect(await refusalOf(boater, at(5))).toBe('buoy_not_available');
    expect(await refusalOf(boater, at(6))).toBe('buoy_not_available');
    expect(
      await refusalOf(boater, at(0, { extras: { mooringAssistance: false, trashCollection: true } })),
    ).toBe('invalid_request');
    expect(await refusalOf(boater, at(0, { stayKind: catalogV1.StayKind.STAY_KIND_UNSPECIFIED }))).toBe(
      'invalid_request',
    );
  });

  it('when a boater names another boater’s boat or booking, then it is not found', async () => {
    const owner = await boaterWithBoat(services);
    const intruder = await boaterWithBoat(services);
    const booking = await hold(services, owner, nightStay(neighbour.buoys[0]?.id ?? '', owner.boatId));
    const notFound = async (call: Promise<unknown>) => (await failureOf(call)).code;
    expect(
      await notFound(services.client.quote({ stay: nightStay(buoyId(0), owner.boatId) }, intruder.as)),
    ).toBe('not_found');
    expect(await notFound(services.client.getBooking({ bookingId: booking.bookingId }, intruder.as))).toBe(
      'not_found',
    );
    expect(await notFound(services.client.cancelHold({ bookingId: booking.bookingId }, intruder.as))).toBe(
      'not_found',
    );
    expect(await notFound(services.client.getBooking({ bookingId: 'not-a-uuid' }, owner.as))).toBe(
      'not_found',
    );
    expect((await storedBooking(services, booking.bookingId)).status).toBe('held');
  });

  it('when a boater cancels a hold, then the buoy is free for the next at once and a second cancel changes nothing', async () => {
    const first = await boaterWithBoat(services);
    const next = await boaterWithBoat(services);
    const stayAt = (who: typeof first) =>
      nightStay(buoyId(0), who.boatId, {
        fromDate: bayClock.addDays(tonight().fromDate, 1),
        toDate: bayClock.addDays(tonight().fromDate, 2),
      });
    const held = await hold(services, first, stayAt(first));
    const { booking: cancelled } = await services.client.cancelHold({ bookingId: held.bookingId }, first.as);
    expect(cancelled).toMatchObject({
      status: BookingStatus.BOOKING_STATUS_FAILED,
      phase: BookingPhase.BOOKING_PHASE_FAILED,
      failureCode: 'cancelled_by_boater',
    });
    const { booking: again } = await services.client.cancelHold({ bookingId: held.bookingId }, first.as);
    expect(again?.status).toBe(BookingStatus.BOOKING_STATUS_FAILED);
    expect((await storedBooking(services, held.bookingId)).version).toBe(2);
    expect((await hold(services, next, stayAt(next))).status).toBe(BookingStatus.BOOKING_STATUS_HELD);
  });

  it('when a boat has a hold, then it cannot be deleted; once the hold is given up it can, and the booking keeps its name', async () => {
    const boater = await boaterWithBoat(services, { name: 'Jugo' });
    const held = await hold(
      services,
      boater,
      nightStay(neighbour.buoys[0]?.id ?? '', boater.boatId, {
        fromDate: bayClock.addDays(tonight().fromDate, 1),
        toDate: bayClock.addDays(tonight().fromDate, 2),
      }),
    );
    const refusal = await failureOf(services.client.deleteBoat({ boatId: boater.boatId }, boater.as));
    expect(refusal.code).toBe('boat_has_bookings');
    await services.client.cancelHold({ bookingId: held.bookingId }, boater.as);
    await services.client.deleteBoat({ boatId: boater.boatId }, boater.as);
    expect((await services.client.listBoats({}, boater.as)).boats).toEqual([]);
    const { booking } = await services.client.getBooking({ bookingId: held.bookingId }, boater.as);
    expect(booking?.boatName).toBe('Jugo');
  });
});
