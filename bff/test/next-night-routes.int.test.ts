import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bayClock } from '@moorline/contracts';
import { randomUUID } from 'node:crypto';
import { applyPaymentAuthorized } from '../../services/booking/src/events/payment-outcomes.consumer';
import {
  bayWithBuoys,
  baySetupChanger,
  boaterWithBoat,
  hold,
  insertBoat,
  nightStay,
  tonight,
  type Boater,
} from '../../services/booking/test/booking-fixtures';
import { startBackOfficeStack, type BackOfficeStack } from './support/back-office-stack';

// Issue 30 item 3 through the BFF on the real catalog and booking services: the night after a
// paid booking is offered on its buoy (kept for the booker until 09:00 bay time on the check-out
// day), held with `extends_booking_id` as one visit, refused to others while kept, and replaced by
// alternatives when someone else has it.

const ZONE = 'Europe/Zagreb';

type Offer = {
  from_date: string;
  to_date: string;
  same_buoy: Record<string, unknown> | null;
  quote: { price: { total: { cents: number } } } | null;
  kept_until: string | null;
  alternatives: { buoy_id: string; bay_id: string }[];
};

describe('/api/v1 stay another night', () => {
  let stack: BackOfficeStack;
  let keeping: { id: string; slug: string; buoyIds: string[] };
  let notKeeping: { id: string; slug: string; buoyIds: string[] };
  let nextBuoy = 0;

  const { fromDate: today, toDate: tomorrow } = tonight();
  const dayAfter = bayClock.addDays(tomorrow, 1);
  const authorizationOf = (boater: Boater) => boater.as.metadata.get('authorization') ?? '';
  const call = (method: 'GET' | 'POST', url: string, authorization: string, payload?: object) =>
    stack.app.inject({
      method,
      url,
      headers: { authorization, ...(method === 'POST' ? { 'idempotency-key': randomUUID() } : {}) },
      ...(payload ? { payload } : {}),
    });
  const offerOf = (bookingId: string, authorization: string) =>
    call('GET', `/api/v1/bookings/${bookingId}/next-night`, authorization);

  async function pay(bookingId: string) {
    await stack.paths.bookingDb
      .transaction()
      .execute((trx) => applyPaymentAuthorized(trx, { bookingId, paymentId: randomUUID() }));
  }

  /** A paid night stay from `fromDate` at a buoy of its own, by a new boater unless one is given. */
  async function paidNight(buoyId: string, fromDate = today, boater?: Boater) {
    const booker = boater ?? (await boaterWithBoat(stack.paths));
    const stay = nightStay(buoyId, booker.boatId, { fromDate, toDate: bayClock.addDays(fromDate, 1) });
    const held = await hold(stack.paths, booker, stay);
    await pay(held.bookingId);
    return { boater: booker, bookingId: held.bookingId };
  }

  const freshBuoy = (bay: { buoyIds: string[] }) => bay.buoyIds[nextBuoy++ % bay.buoyIds.length] ?? '';

  beforeAll(async () => {
    stack = await startBackOfficeStack();
    const buoys = Array.from({ length: 6 }, () => ({ kind: 'digital' as const }));
    const first = await bayWithBuoys(stack.paths, {
      slug: 'bff-next-night-cove',
      lat: 43.3,
      lon: 16.4,
      buoys,
    });
    const second = await bayWithBuoys(stack.paths, {
      slug: 'bff-next-night-open',
      lat: 43.31,
      lon: 16.41,
      buoys,
    });
    keeping = { id: first.id, slug: 'bff-next-night-cove', buoyIds: first.buoys.map((buoy) => buoy.id) };
    notKeeping = { id: second.id, slug: 'bff-next-night-open', buoyIds: second.buoys.map((buoy) => buoy.id) };
    await (
      await baySetupChanger(stack.paths, notKeeping.id)
    )({ keepNextNight: false });
  });
  afterAll(() => stack.stop());

  it('when a boater extends a paid night, then the same buoy is offered kept until 09:00, held as part of the visit and paid', async () => {
    const buoyId = freshBuoy(keeping);
    const first = await paidNight(buoyId);
    const authorization = authorizationOf(first.boater);
    const keptUntil = bayClock.instantAt(tomorrow, '09:00', ZONE).toISOString();

    const booked = await call('GET', `/api/v1/bookings/${first.bookingId}`, authorization);
    expect(booked.json()).toMatchObject({ visit_id: first.bookingId, next_night_kept_until: keptUntil });

    const offer = await offerOf(first.bookingId, authorization);
    expect(offer.statusCode).toBe(200);
    const body = offer.json<Offer>();
    expect(body).toMatchObject({
      from_date: tomorrow,
      to_date: dayAfter,
      same_buoy: { buoy_id: buoyId, boat_id: first.boater.boatId, stay_kind: 'night', from_date: tomorrow },
      kept_until: keptUntil,
      alternatives: [],
    });
    expect(body.quote?.price.total.cents).toBeGreaterThan(0);

    const extended = await call('POST', '/api/v1/bookings', authorization, {
      ...body.same_buoy,
      extends_booking_id: first.bookingId,
    });
    expect(extended.statusCode).toBe(201);
    const second = extended.json<{ booking_id: string }>();
    expect(extended.json()).toMatchObject({ status: 'held', visit_id: first.bookingId, from_date: tomorrow });
    await pay(second.booking_id);

    const listed = await call('GET', '/api/v1/bookings', authorization);
    const visits = listed
      .json<{ bookings: { booking_id: string; visit_id: string; status: string }[] }>()
      .bookings.map(({ booking_id, visit_id, status }) => ({ booking_id, visit_id, status }));
    expect(visits).toEqual(
      expect.arrayContaining([
        { booking_id: first.bookingId, visit_id: first.bookingId, status: 'confirmed' },
        { booking_id: second.booking_id, visit_id: first.bookingId, status: 'confirmed' },
      ]),
    );
  });

  it('while the night is kept, then another boater’s hold of it is refused with alternatives in the same bay', async () => {
    const buoyId = freshBuoy(keeping);
    await paidNight(buoyId);
    const other = await boaterWithBoat(stack.paths);

    const refused = await call('POST', '/api/v1/bookings', authorizationOf(other), {
      buoy_id: buoyId,
      boat_id: other.boatId,
      stay_kind: 'night',
      from_date: tomorrow,
      to_date: dayAfter,
    });
    expect(refused.statusCode).toBe(409);
    const refusal = refused.json<{ code: string; alternatives: { bay_id: string }[] }>();
    expect(refusal.code).toBe('buoy_already_booked');
    expect(refusal.alternatives[0]?.bay_id).toBe(keeping.id);
  });

  it('when someone else has the next night, then the offer has no same buoy and the alternatives begin in the same bay', async () => {
    const buoyId = freshBuoy(keeping);
    await paidNight(buoyId, tomorrow);
    const tonightStay = await paidNight(buoyId, today);

    const offer = await offerOf(tonightStay.bookingId, authorizationOf(tonightStay.boater));
    expect(offer.statusCode).toBe(200);
    const body = offer.json<Offer>();
    expect(body).toMatchObject({ same_buoy: null, quote: null, kept_until: null, from_date: tomorrow });
    expect(body.alternatives.length).toBeGreaterThan(0);
    expect(body.alternatives[0]?.bay_id).toBe(keeping.id);
    expect(body.alternatives.map((alternative) => alternative.buoy_id)).not.toContain(buoyId);
  });

  it('when the bay does not keep nights, then its page says so and the next night is offered without being kept', async () => {
    const bay = await stack.app.inject({ method: 'GET', url: `/api/v1/bays/${notKeeping.slug}` });
    expect(bay.json()).toMatchObject({ keeps_next_night: false });
    const kept = await stack.app.inject({ method: 'GET', url: `/api/v1/bays/${keeping.slug}` });
    expect(kept.json()).toMatchObject({ keeps_next_night: true });

    const paid = await paidNight(freshBuoy(notKeeping));
    const authorization = authorizationOf(paid.boater);
    expect((await call('GET', `/api/v1/bookings/${paid.bookingId}`, authorization)).json()).toMatchObject({
      next_night_kept_until: null,
    });
    const offer = await offerOf(paid.bookingId, authorization);
    expect(offer.statusCode).toBe(200);
    expect(offer.json()).toMatchObject({ kept_until: null, same_buoy: { from_date: tomorrow } });
  });

  it('when the booking is another’s, unpaid, malformed or the stay is with another boat, then 404, 409, 400 and 409', async () => {
    const paid = await paidNight(freshBuoy(keeping));
    const stranger = await boaterWithBoat(stack.paths);
    const strangers = await offerOf(paid.bookingId, authorizationOf(stranger));
    expect(strangers.statusCode).toBe(404);
    expect(strangers.json()).toMatchObject({ code: 'not_found' });

    const unpaid = await hold(stack.paths, stranger, nightStay(freshBuoy(keeping), stranger.boatId));
    const notExtendable = await offerOf(unpaid.bookingId, authorizationOf(stranger));
    expect(notExtendable.statusCode).toBe(409);
    expect(notExtendable.json()).toMatchObject({ code: 'booking_not_extendable' });

    expect((await offerOf('not-a-uuid', authorizationOf(paid.boater))).statusCode).toBe(400);
    expect(
      (await stack.app.inject({ method: 'GET', url: `/api/v1/bookings/${paid.bookingId}/next-night` }))
        .statusCode,
    ).toBe(401);

    const anotherBoat = await insertBoat(stack.paths, paid.boater.userId);
    const notContinued = await call('POST', '/api/v1/bookings', authorizationOf(paid.boater), {
      ...(await offerOf(paid.bookingId, authorizationOf(paid.boater))).json<Offer>().same_buoy,
      boat_id: anotherBoat,
      extends_booking_id: paid.bookingId,
    });
    expect(notContinued.statusCode).toBe(409);
    expect(notContinued.json()).toMatchObject({ code: 'booking_not_extendable' });
  });
});
