import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { bayWithBuoys, tonight } from '../../services/booking/test/booking-fixtures';
import { startBookingStack, type BookingStack } from './support/booking-stack';

describe('/api/v1/fleet', () => {
  let stack: BookingStack;

  beforeAll(async () => {
    stack = await startBookingStack();
  });

  afterAll(() => stack.stop());

  const body = (change: Record<string, unknown> = {}) => ({
    name: 'Galeb',
    brand_id: stack.lists.brandId,
    model_id: stack.lists.modelId,
    type: 'sailmonohull',
    registration_number: `ST ${randomUUID().slice(0, 8)}`,
    loa_cm: 1250,
    beam_cm: 400,
    draft_cm: 190,
    ...change,
  });

  const post = (authorization: string, payload: object, key: string = randomUUID()) =>
    stack.app.inject({
      method: 'POST',
      url: '/api/v1/fleet',
      headers: { authorization, 'idempotency-key': key },
      payload,
    });
  const call = (method: 'GET' | 'PUT' | 'DELETE', authorization: string, boatId: string, payload?: object) =>
    stack.app.inject({ method, url: `/api/v1/fleet/${boatId}`, headers: { authorization }, payload });

  it('when a boater adds, lists, reads, edits and deletes a boat, then each status and body follows', async () => {
    const owner = await stack.bearer();
    const created = await post(owner, body({ registration_number: 'st 4410' }));
    expect(created.statusCode).toBe(201);
    const boat = created.json();
    expect(boat).toMatchObject({
      brand: 'Jeanneau',
      model: 'Sun Odyssey 410',
      type: 'sailmonohull',
      registration_number: 'ST 4410',
      custom_brand_model: false,
    });

    const list = await stack.app.inject({
      method: 'GET',
      url: '/api/v1/fleet',
      headers: { authorization: owner },
    });
    expect(list.json()).toEqual({ boats: [boat] });
    expect((await call('GET', owner, boat.id)).json()).toEqual(boat);

    const edited = await call(
      'PUT',
      owner,
      boat.id,
      body({ name: 'Galeb II', registration_number: 'ST 4410' }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: boat.id, name: 'Galeb II' });

    expect((await call('DELETE', owner, boat.id)).statusCode).toBe(204);
    expect((await call('GET', owner, boat.id)).statusCode).toBe(404);
  });

  it("when a guest's short form leaves out brand, model, beam and draft, then the boat answers them unknown", async () => {
    const { brand_id: _brand, model_id: _model, beam_cm: _beam, draft_cm: _draft, ...short } = body();
    const created = await post(await stack.bearer(), short);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      brand: '',
      model: '',
      loa_cm: 1250,
      beam_cm: null,
      draft_cm: null,
    });
  });

  it('when a boat held at a 30 m bay is made 55 m long, then the answer is 409 boat_change_breaks_booking and the boat stays', async () => {
    const bay = await bayWithBuoys(stack.services, {
      slug: 'bff-fleet-change-bay',
      lat: 44.3,
      lon: 15.1,
      maxLoaCm: 3000,
      buoys: [{ kind: 'digital', maxLoaCm: 3000 }],
    });
    const owner = await stack.bearer();
    const boat = (await post(owner, body({ registration_number: 'ZD 5500' }))).json();
    const { fromDate, toDate } = tonight();
    const held = await stack.app.inject({
      method: 'POST',
      url: '/api/v1/bookings',
      headers: { authorization: owner, 'idempotency-key': randomUUID() },
      payload: {
        buoy_id: bay.buoys[0]?.id,
        boat_id: boat.id,
        stay_kind: 'night',
        from_date: fromDate,
        to_date: toDate,
      },
    });
    expect(held.statusCode).toBe(201);
    const longer = await call('PUT', owner, boat.id, body({ registration_number: 'ZD 5500', loa_cm: 5500 }));
    expect([longer.statusCode, longer.json().code]).toEqual([409, 'boat_change_breaks_booking']);
    expect((await call('GET', owner, boat.id)).json()).toMatchObject({ loa_cm: 1250 });
  });

  it('when the same Idempotency-Key is sent again, then the same body answers the same boat and another body 422', async () => {
    const owner = await stack.bearer();
    const sent = body();
    const first = await post(owner, sent, 'fleet-key');
    const again = await post(owner, sent, 'fleet-key');
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.json().id);
    const other = await post(owner, body({ name: 'Other' }), 'fleet-key');
    expect([other.statusCode, other.json().code]).toEqual([422, 'idempotency_key_reused']);
  });

  it('when the Idempotency-Key header is missing, then the boat is refused with 400', async () => {
    const response = await stack.app.inject({
      method: 'POST',
      url: '/api/v1/fleet',
      headers: { authorization: await stack.bearer() },
      payload: body(),
    });
    expect([response.statusCode, response.json().code]).toEqual([400, 'invalid_request']);
  });

  it('when the registration is already in the fleet, then the answer is 409 registration_exists', async () => {
    const owner = await stack.bearer();
    await post(owner, body({ registration_number: 'ZD 1' }));
    const response = await post(owner, body({ registration_number: 'zd 1' }));
    expect([response.statusCode, response.json().code]).toEqual([409, 'registration_exists']);
  });

  it('when a size is out of bounds, then the answer is 400 invalid_request with the rule', async () => {
    const response = await post(await stack.bearer(), body({ loa_cm: 6001 }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'invalid_request',
      message: 'Length overall must be between 1.5 and 60 m',
    });
  });

  it('when a size does not fit a 32-bit integer, then the answer is 400, not a failed encoding', async () => {
    const response = await post(await stack.bearer(), body({ beam_cm: 2 ** 40 }));
    expect([response.statusCode, response.json().code]).toEqual([400, 'invalid_request']);
  });

  it("when another user names a boat's id, then get, update and delete answer 404", async () => {
    const owner = await stack.bearer();
    const boat = (await post(owner, body())).json();
    const stranger = await stack.bearer();
    for (const response of [
      await call('GET', stranger, boat.id),
      await call('PUT', stranger, boat.id, body()),
      await call('DELETE', stranger, boat.id),
    ]) {
      expect([response.statusCode, response.json().code]).toEqual([404, 'not_found']);
    }
    expect((await call('GET', owner, boat.id)).json()).toEqual(boat);
  });

  it('when no token is sent, then every fleet route answers 401', async () => {
    const responses = await Promise.all([
      stack.app.inject({ method: 'GET', url: '/api/v1/fleet' }),
      stack.app.inject({
        method: 'POST',
        url: '/api/v1/fleet',
        headers: { 'idempotency-key': randomUUID() },
        payload: body(),
      }),
      stack.app.inject({ method: 'GET', url: `/api/v1/fleet/${randomUUID()}` }),
      stack.app.inject({ method: 'DELETE', url: `/api/v1/fleet/${randomUUID()}` }),
    ]);
    expect(responses.map((response) => [response.statusCode, response.json().code])).toEqual(
      Array(4).fill([401, 'unauthenticated']),
    );
  });
});
