import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { bayWithBuoys, partnerEmbed, tonight } from '../../services/booking/test/booking-fixtures';
import { startBookingStack, type BookingStack } from './support/booking-stack';

// The /v1 booking routes through the real booking service, which asks the real catalog; every
// boater is a fresh user with a boat added through POST /v1/fleet.

type Bay = Awaited<ReturnType<typeof bayWithBuoys>>;

describe('/api/v1/bookings', () => {
  let stack: BookingStack;
  let bay: Bay;

  beforeAll(async () => {
    stack = await startBookingStack();
    bay = await bayWithBuoys(stack.services, {
      slug: 'bff-bookings-bay',
      lat: 43.2,
      lon: 16.6,
      // 0-3, 9 and 11 for one test each, 4-8 for one account's holds at once; 10 for boats up to 8 m.
      buoys: [
        ...Array.from({ length: 10 }, () => ({ kind: 'digital' as const })),
        { kind: 'digital' as const, maxLoaCm: 800 },
        { kind: 'digital' as const },
      ],
    });
  });

  afterAll(() => stack.stop());

  const buoyAt = (index: number) => {
    const buoy = bay.buoys[index];
    if (!buoy) throw new Error(`no buoy ${index}`);
    return buoy;
  };

  /** A fresh boater with one boat; the Authorization header and the boat's id. */
  async function boater(registration = `ST ${randomUUID().slice(0, 8)}`) {
    const authorization = await stack.bearer();
    return { authorization, boatId: await addBoat(authorization, registration) };
  }

  /** Another boat of the boater's, through POST /v1/fleet; its id. */
  async function addBoat(authorization: string, registration = `ST ${randomUUID().slice(0, 8)}`) {
    const boat = await stack.app.inject({
      method: 'POST',
      url: '/api/v1/fleet',
      headers: { authorization, 'idempotency-key': randomUUID() },
      payload: {
        name: 'Galeb',
        brand_id: stack.lists.brandId,
        model_id: stack.lists.modelId,
        type: 'sailmonohull',
        registration_number: registration,
        loa_cm: 1250,
        beam_cm: 400,
        draft_cm: 190,
      },
    });
    return String(boat.json().id);
  }

  const night = (buoyIndex: number, boatId: string, change: Record<string, unknown> = {}) => {
    const { fromDate, toDate } = tonight();
    return {
      buoy_id: buoyAt(buoyIndex).id,
      boat_id: boatId,
      stay_kind: 'night',
      from_date: fromDate,
      to_date: toDate,
      ...change,
    };
  };

  const holdStay = (authorization: string, payload: object, key: string = randomUUID()) =>
    stack.app.inject({
      method: 'POST',
      url: '/api/v1/bookings',
      headers: { authorization, 'idempotency-key': key },
      payload,
    });
  const list = (authorization: string, query: string) =>
    stack.app.inject({ method: 'GET', url: `/api/v1/bookings?${query}`, headers: { authorization } });
  const ids = (response: { json(): { bookings: { booking_id: string }[] } }) =>
    response.json().bookings.map((booking) => booking.booking_id);

  it('when a boater asks for tonight, then the quote has the period and the bay’s price', async () => {
    const { authorization, boatId } = await boater();
    const response = await stack.app.inject({
      method: 'POST',
      url: '/api/v1/bookings/quote',
      headers: { authorization },
      payload: night(0, boatId),
    });
    expect(response.statusCode).toBe(200);
    const quote = response.json();
    expect(quote.price.lines).toEqual([
      {
        kind: 'night',
        quantity: 1,
        unit_price: { cents: 8000, currency: 'EUR' },
        amount: { cents: 8000, currency: 'EUR' },
      },
    ]);
    expect(quote.price).toMatchObject({
      total: { cents: 8000, currency: 'EUR' },
      vat_rate_basis_points: 1300,
      full_day_offered: false,
    });
    expect(new Date(quote.period_end).getTime()).toBeGreaterThan(new Date(quote.period_start).getTime());
  });

  it('when a boater holds a buoy, then it is held and pending, the same key answers it again, and it reads back', async () => {
    const { authorization, boatId } = await boater();
    const held = await holdStay(authorization, night(1, boatId), 'hold-key');
    expect(held.statusCode).toBe(201);
    const booking = held.json();
    expect(booking).toMatchObject({
      status: 'held',
      phase: 'pending',
      bay_slug: 'bff-bookings-bay',
      buoy_label: buoyAt(1).label,
      boat_name: 'Galeb',
      stay_kind: 'night',
      time_zone: 'Europe/Zagreb',
      failure_code: null,
      extras: { mooring_assistance: false, trash_collection: false },
    });
    expect(booking.hold_expires_at).not.toBeNull();
    const again = await holdStay(authorization, night(1, boatId), 'hold-key');
    expect([again.statusCode, again.json().booking_id]).toEqual([201, booking.booking_id]);
    const read = await stack.app.inject({
      method: 'GET',
      url: `/api/v1/bookings/${booking.booking_id}`,
      headers: { authorization },
    });
    expect(read.json()).toEqual(booking);
  });

  it('when a boater asks for a booking as a calendar event, then it is an .ics of the stay on the bay’s clock', async () => {
    const { authorization, boatId } = await boater();
    const booking = (await holdStay(authorization, night(9, boatId, nextNight()))).json();
    const calendar = await stack.app.inject({
      method: 'GET',
      url: `/api/v1/bookings/${booking.booking_id}/calendar.ics`,
      headers: { authorization },
    });
    expect(calendar.statusCode).toBe(200);
    expect(calendar.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(calendar.headers['content-disposition']).toBe(
      `attachment; filename="moorline-bff-bookings-bay-${booking.from_date}.ics"`,
    );
    const start = new Intl.DateTimeFormat('sv', {
      timeZone: 'Europe/Zagreb',
      dateStyle: 'short',
      timeStyle: 'medium',
    })
      .format(new Date(booking.period_start))
      .replace(/[-: ]/g, (separator) => (separator === ' ' ? 'T' : ''));
    expect(calendar.body).toContain(`DTSTART;TZID=Europe/Zagreb:${start}`);
    expect(calendar.body).toContain(`UID:booking-${booking.booking_id}@moorline`);
  });

  it('when a boater holds through a partner embed of the bay, then the booking is credited to it', async () => {
    const { authorization, boatId } = await boater();
    const embedId = await partnerEmbed(stack.services, [bay.id]);
    const held = await holdStay(authorization, night(9, boatId, { embed_id: embedId }));
    expect(held.statusCode).toBe(201);
    const stored = await stack.services.bookingDb
      .selectFrom('bookings')
      .select('embed_id')
      .where('id', '=', String(held.json().booking_id))
      .executeTakeFirstOrThrow();
    expect(stored.embed_id).toBe(embedId);
  });

  it('when a boat is too long for the buoy, or booked elsewhere, then the refusal says what to do instead', async () => {
    const { authorization, boatId } = await boater();
    const quote = (payload: object) =>
      stack.app.inject({
        method: 'POST',
        url: '/api/v1/bookings/quote',
        headers: { authorization },
        payload,
      });
    const tooSmall = await quote(night(10, boatId));
    expect(tooSmall.statusCode).toBe(422);
    expect(tooSmall.json()).toMatchObject({
      code: 'boat_too_large_for_buoy',
      alternatives: expect.arrayContaining([expect.objectContaining({ bay_id: bay.id })]),
    });

    const held = await holdStay(authorization, night(11, boatId));
    expect(held.statusCode).toBe(201);
    const elsewhere = await quote(night(2, boatId));
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json()).toMatchObject({
      code: 'boat_already_booked',
      boat_booked_at: { booking_id: held.json().booking_id, bay_name: 'bff-bookings-bay', buoy_label: '12' },
    });
  });

  it('when a second boater wants a held buoy, then it is 409 buoy_already_booked with free buoys of the bay', async () => {
    const first = await boater();
    expect((await holdStay(first.authorization, night(2, first.boatId))).statusCode).toBe(201);
    const second = await boater();
    const refused = await holdStay(second.authorization, night(2, second.boatId));
    expect(refused.statusCode).toBe(409);
    const refusal = refused.json();
    expect(refusal).toMatchObject({
      code: 'buoy_already_booked',
      message: 'This buoy has already been booked, find another',
    });
    expect(refusal.alternatives.length).toBeGreaterThan(0);
    for (const alternative of refusal.alternatives) {
      expect(alternative).toMatchObject({ bay_id: bay.id, bay_slug: 'bff-bookings-bay' });
      expect(alternative.buoy_id).not.toBe(buoyAt(2).id);
    }
  });

  it('when a boater cancels a hold, then it fails as cancelled_by_boater and a second cancel answers it again', async () => {
    const { authorization, boatId } = await boater();
    const booking = (await holdStay(authorization, night(3, boatId))).json();
    const cancel = () =>
      stack.app.inject({
        method: 'POST',
        url: `/api/v1/bookings/${booking.booking_id}/cancel`,
        headers: { authorization },
      });
    const cancelled = await cancel();
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      booking_id: booking.booking_id,
      status: 'failed',
      phase: 'failed',
      failure_code: 'cancelled_by_boater',
      hold_expires_at: null,
    });
    const twice = await cancel();
    expect([twice.statusCode, twice.json()]).toEqual([200, cancelled.json()]);
  });

  it('when My Bookings is filtered, searched and paged, then each answer holds exactly the bookings that fit', async () => {
    const { authorization, boatId } = await boater('ZD 77 LIST');
    const pending = (await holdStay(authorization, night(0, boatId))).json();
    const gaveUp = (await holdStay(authorization, night(0, boatId, nextNight()))).json();
    await stack.app.inject({
      method: 'POST',
      url: `/api/v1/bookings/${gaveUp.booking_id}/cancel`,
      headers: { authorization },
    });

    expect(ids(await list(authorization, 'phase=all')).sort()).toEqual(
      [pending.booking_id, gaveUp.booking_id].sort(),
    );
    expect(ids(await list(authorization, 'phase=pending'))).toEqual([pending.booking_id]);
    expect(ids(await list(authorization, 'phase=failed'))).toEqual([gaveUp.booking_id]);
    expect(ids(await list(authorization, 'phase=upcoming'))).toEqual([]);
    expect(ids(await list(authorization, 'search=zd%2077'))).toHaveLength(2);
    expect(ids(await list(authorization, 'search=no-such-bay'))).toEqual([]);

    const first = await list(authorization, 'page_size=1');
    expect(first.json().next_page_token).not.toBeNull();
    const second = await list(
      authorization,
      `page_size=1&page_token=${encodeURIComponent(first.json().next_page_token)}`,
    );
    expect([...ids(first), ...ids(second)].sort()).toEqual([pending.booking_id, gaveUp.booking_id].sort());
    expect(second.json().next_page_token).toBeNull();
  });

  it("when another user names a booking's id, then reading it, cancelling it and its calendar answer 404", async () => {
    const owner = await boater();
    const booking = (await holdStay(owner.authorization, night(1, owner.boatId, nextNight()))).json();
    const stranger = await stack.bearer();
    for (const response of [
      await stack.app.inject({
        method: 'GET',
        url: `/api/v1/bookings/${booking.booking_id}`,
        headers: { authorization: stranger },
      }),
      await stack.app.inject({
        method: 'POST',
        url: `/api/v1/bookings/${booking.booking_id}/cancel`,
        headers: { authorization: stranger },
      }),
      await stack.app.inject({
        method: 'GET',
        url: `/api/v1/bookings/${booking.booking_id}/calendar.ics`,
        headers: { authorization: stranger },
      }),
    ]) {
      expect([response.statusCode, response.json().code]).toEqual([404, 'not_found']);
    }
    expect(ids(await list(stranger, 'phase=all'))).toEqual([]);
  });

  it('when a date is not a date or the Idempotency-Key is missing, then the hold is refused with 400', async () => {
    const { authorization, boatId } = await boater();
    const badDate = await holdStay(authorization, night(0, boatId, { from_date: '2027-13-40' }));
    expect([badDate.statusCode, badDate.json().code]).toEqual([400, 'invalid_date_format']);
    const noKey = await stack.app.inject({
      method: 'POST',
      url: '/api/v1/bookings',
      headers: { authorization },
      payload: night(0, boatId),
    });
    expect([noKey.statusCode, noKey.json().code]).toEqual([400, 'invalid_request']);
  });

  it('when one account holds more buoys at once than it may, then it is 429 too_many_holds with Retry-After', async () => {
    const { authorization, boatId } = await boater();
    const boats = [boatId, ...(await Promise.all([1, 2, 3, 4].map(() => addBoat(authorization))))];
    const answers = [];
    for (const [index, boat] of boats.entries())
      answers.push(await holdStay(authorization, night(4 + index, boat)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 429]);
    expect(answers[4]?.json().code).toBe('too_many_holds');
    expect(answers[4]?.headers['retry-after']).toBe('180');
    // Booking counts new holds per client address too: the BFF passes the one it saw.
    const stored = await stack.services.bookingDb
      .selectFrom('bookings')
      .select('client_address')
      .where('id', '=', String(answers[0]?.json().booking_id))
      .executeTakeFirstOrThrow();
    expect(stored.client_address).toBe('127.0.0.1');
  });

  it('when no token is sent, then every booking route answers 401', async () => {
    const stay = night(0, randomUUID());
    const responses = await Promise.all([
      stack.app.inject({ method: 'POST', url: '/api/v1/bookings/quote', payload: stay }),
      stack.app.inject({
        method: 'POST',
        url: '/api/v1/bookings',
        headers: { 'idempotency-key': randomUUID() },
        payload: stay,
      }),
      stack.app.inject({ method: 'POST', url: `/api/v1/bookings/${randomUUID()}/cancel` }),
      stack.app.inject({ method: 'GET', url: `/api/v1/bookings/${randomUUID()}` }),
      stack.app.inject({ method: 'GET', url: `/api/v1/bookings/${randomUUID()}/calendar.ics` }),
      stack.app.inject({ method: 'GET', url: '/api/v1/bookings?phase=all' }),
    ]);
    expect(responses.map((response) => [response.statusCode, response.json().code])).toEqual(
      Array(6).fill([401, 'unauthenticated']),
    );
  });
});

/** Tomorrow night instead of tonight: another period for the same boat. */
function nextNight() {
  const { toDate } = tonight();
  const after = new Date(`${toDate}T12:00:00Z`);
  after.setUTCDate(after.getUTCDate() + 1);
  return { from_date: toDate, to_date: after.toISOString().slice(0, 10) };
}
