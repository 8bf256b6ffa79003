import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { qrSlugFor } from '../../services/catalog/src/buoys/qr-slug';
import { bayWithBuoys } from '../../services/booking/test/booking-fixtures';
import { startBookingStack, type BookingStack } from './support/booking-stack';

// The /v1 QR walk-up through the real booking service and catalog: a visitor's view of the
// scanned buoy, a guest's presence check from near and far, and the walk-up check-in.

const BAY = { lat: 43.3, lon: 16.4 };
const slug = (index: number) => qrSlugFor('bff-walkup-bay', String(index + 1));
const nearBuoy = (index: number) => ({
  latitude: BAY.lat + 0.0003 * (index + 1),
  longitude: BAY.lon,
  accuracy_m: 15,
});

describe('/api/v1/qr', () => {
  let stack: BookingStack;

  beforeAll(async () => {
    stack = await startBookingStack();
    await bayWithBuoys(stack.services, {
      ...BAY,
      slug: 'bff-walkup-bay',
      buoys: [{ kind: 'digital' }, { kind: 'fcfs' }, { kind: 'traditional' }],
    });
  });

  afterAll(() => stack.stop());

  /**
   * A walk-up guest (the role auth gives one, for the buoy of the code it scanned) with one boat
   * added through the fleet route.
   */
  async function guest(qrSlug = slug(1)) {
    const authorization = await stack.services.tokens.bearer({
      roles: ['guest'],
      email: 'guest@example.com',
      qrSlug,
    });
    const boat = await stack.app.inject({
      method: 'POST',
      url: '/api/v1/fleet',
      headers: { authorization, 'idempotency-key': randomUUID() },
      payload: {
        name: 'Lastavica',
        custom_brand: 'Elan',
        custom_model: 'Impression 40',
        type: 'sailmonohull',
        registration_number: `ZD ${randomUUID().slice(0, 6)}`,
        loa_cm: 1200,
        beam_cm: 390,
        draft_cm: 180,
      },
    });
    expect(boat.statusCode).toBe(201);
    return { authorization, boatId: String(boat.json().id) };
  }

  it('when a visitor opens a scanned buoy, then it says what it allows now, with prices; an unknown code is 404', async () => {
    const answer = await stack.app.inject({ method: 'GET', url: `/api/v1/qr/${slug(0)}` });
    expect(answer.statusCode).toBe(200);
    const walkUp = answer.json();
    expect(walkUp).toMatchObject({
      bay_name: 'bff-walkup-bay',
      buoy_label: '1',
      management: 'digital',
      state: 'available',
    });
    expect(walkUp.offers.some((offer: { nights: number }) => offer.nights === 1)).toBe(true);
    expect((await stack.app.inject({ method: 'GET', url: `/api/v1/qr/${slug(2)}` })).json().state).toBe(
      'informational',
    );
    const unknown = await stack.app.inject({ method: 'GET', url: '/api/v1/qr/nowhere-99' });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'not_found']);
  });

  it('when a visitor far away asks to check in, then it is 403 check_in_blocked with how far away the phone is', async () => {
    const far = await stack.app.inject({
      method: 'POST',
      url: `/api/v1/qr/${slug(0)}/presence`,
      payload: { latitude: BAY.lat + 0.2, longitude: BAY.lon, accuracy_m: 10 },
    });
    expect(far.statusCode).toBe(403);
    const refusal = far.json();
    expect([refusal.code, refusal.message, refusal.radius_m]).toEqual([
      'check_in_blocked',
      'Check-in blocked',
      100,
    ]);
    expect(Math.round(refusal.distance_m / 1000)).toBe(22);
  });

  it('when a visitor proves presence at an FCFS buoy and then checks in as a guest for tonight, then a walk-up is held to pay, and a retry answers the same', async () => {
    // Presence first, before any personal details: the visitor has no token yet.
    const presence = await stack.app.inject({
      method: 'POST',
      url: `/api/v1/qr/${slug(1)}/presence`,
      payload: nearBuoy(1),
    });
    expect(presence.statusCode).toBe(201);
    const { authorization, boatId } = await guest();
    const key = randomUUID();
    const checkIn = () =>
      stack.app.inject({
        method: 'POST',
        url: '/api/v1/qr/check-in',
        headers: { authorization, 'idempotency-key': key },
        payload: {
          presence_id: presence.json().presence_id,
          boat_id: boatId,
          stay_kind: 'night',
          nights: 1,
          language: 'it',
        },
      });
    const first = await checkIn();
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      arrival: false,
      booking: { status: 'held', walk_up: true, language: 'it' },
    });
    expect((await checkIn()).json().booking.booking_id).toBe(first.json().booking.booking_id);
    // Another visitor sees it held while it is being paid for, with when the hold lapses (issue 28).
    const seen = (await stack.app.inject({ method: 'GET', url: `/api/v1/qr/${slug(1)}` })).json();
    expect([seen.state, seen.hold_expires_at, seen.occupied_until]).toEqual([
      'held',
      first.json().booking.hold_expires_at,
      first.json().booking.period_end,
    ]);
  });

  it('when the position or the body is malformed, then it is 400 and booking is not asked', async () => {
    const { authorization } = await guest();
    for (const payload of [
      { latitude: 91, longitude: 0, accuracy_m: 5 },
      { latitude: 43, longitude: 16, accuracy_m: 0 },
      { latitude: '43', longitude: 16 },
    ]) {
      const answer = await stack.app.inject({
        method: 'POST',
        url: `/api/v1/qr/${slug(0)}/presence`,
        headers: { authorization },
        payload,
      });
      expect(answer.statusCode).toBe(400);
    }
    const noKey = await stack.app.inject({
      method: 'POST',
      url: '/api/v1/qr/check-in',
      headers: { authorization },
      payload: { presence_id: randomUUID(), boat_id: randomUUID() },
    });
    expect(noKey.statusCode).toBe(400);
  });

  it('when a guest books ahead through the booking route, even at its code’s buoy, then it is 403 forbidden', async () => {
    const { authorization, boatId } = await guest(slug(0));
    const buoyId = (await stack.app.inject({ method: 'GET', url: `/api/v1/qr/${slug(0)}` })).json().buoy_id;
    const inTwoDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const ahead = await stack.app.inject({
      method: 'POST',
      url: '/api/v1/bookings',
      headers: { authorization, 'idempotency-key': randomUUID() },
      payload: {
        buoy_id: buoyId,
        boat_id: boatId,
        stay_kind: 'night',
        from_date: inTwoDays(1),
        to_date: inTwoDays(2),
      },
    });
    expect([ahead.statusCode, ahead.json().code]).toEqual([403, 'forbidden']);
  });
});
