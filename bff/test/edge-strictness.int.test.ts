import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { startBookingStack, type BookingStack } from './support/booking-stack';

// Issue 26 item 4: the server checks what its published schema says, no more and no less, and
// asks who is calling before it reads what was sent.
describe('strictness at the edge', () => {
  let stack: BookingStack;

  beforeAll(async () => {
    stack = await startBookingStack();
  });

  afterAll(() => stack.stop());

  // A boat of a brand not in the lists, so the body stands on its own.
  const boat = (change: Record<string, unknown> = {}) => ({
    name: 'Vila',
    custom_brand: 'Elan',
    custom_model: 'Impression 40',
    type: 'sailmonohull',
    registration_number: `ZD ${randomUUID().slice(0, 6)}`,
    loa_cm: 1190,
    beam_cm: 390,
    draft_cm: 170,
    ...change,
  });

  const addBoat = async (payload: object) =>
    stack.app.inject({
      method: 'POST',
      url: '/api/v1/fleet',
      headers: { authorization: await stack.bearer(), 'idempotency-key': randomUUID() },
      payload,
    });

  it.each([
    ['price', { price: 100 }],
    ['amount', { amount: 100 }],
    ['currency', { currency: 'EUR' }],
  ])(
    'when a body has an unknown field (%s), then it is 400 invalid_request, not dropped',
    async (_, extra) => {
      const response = await addBoat(boat(extra));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid_request' });
    },
  );

  it.each([
    ['a number as text', { loa_cm: '900' }],
    ['a boolean for text', { name: true }],
    ['a number for text', { name: 1 }],
    ['null for text', { brand_id: null }],
  ])(
    'when a body field has the wrong type (%s), then it is 400 invalid_request, not converted',
    async (_, change) => {
      const response = await addBoat(boat(change));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid_request' });
    },
  );

  it('when a body is as documented, then it is accepted, and a number in the query string is still read', async () => {
    expect((await addBoat(boat())).statusCode).toBe(201);
    const list = await stack.app.inject({
      method: 'GET',
      url: '/api/v1/bookings?phase=all&page_size=5',
      headers: { authorization: await stack.bearer() },
    });
    expect(list.statusCode).toBe(200);
  });

  const quote = async (dates: Record<string, string>) =>
    stack.app.inject({
      method: 'POST',
      url: '/api/v1/bookings/quote',
      headers: { authorization: await stack.bearer() },
      payload: { buoy_id: randomUUID(), boat_id: randomUUID(), stay_kind: 'night', ...dates },
    });

  it.each([
    ['the arrival is absent', 'dates_missing', {}],
    ['the arrival is empty', 'dates_missing', { from_date: '' }],
    ['the departure is empty', 'dates_missing', { from_date: '2027-07-01', to_date: '' }],
    ['a date is not YYYY-MM-DD', 'invalid_date_format', { from_date: '2027-7-1' }],
  ])('when %s, then the quote is 400 %s (spec §8)', async (_, code, dates) => {
    const response = await quote(dates);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code });
  });

  const bayId = randomUUID();
  it.each([
    ['PUT', `/api/v1/concessionaires/bays/${bayId}/shop-window`],
    ['PATCH', `/api/v1/concessionaires/bays/${bayId}/photos/${randomUUID()}`],
    ['PUT', `/api/v1/concessionaires/bays/${bayId}/photos/order`],
    ['PUT', `/api/v1/concessionaires/bays/${bayId}/buoys/${randomUUID()}/service`],
    ['POST', `/api/v1/concessionaires/bays/${bayId}/bookings/${randomUUID()}/move`],
    ['PATCH', '/api/v1/auth/profile'],
    ['POST', '/api/v1/auth/change-password'],
  ] as const)(
    'when %s %s is called anonymously with a malformed body, then it is 401',
    async (method, url) => {
      const response = await stack.app.inject({
        method,
        url,
        headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
        payload: JSON.stringify({ price: 'x', in_service: 'yes' }),
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'unauthenticated' });
    },
  );

  it('when PATCH or DELETE is sent to the photo order, anonymous or not, then it is 405 with Allow: PUT', async () => {
    for (const authorization of [undefined, await stack.bearer()])
      for (const method of ['PATCH', 'DELETE'] as const) {
        const response = await stack.app.inject({
          method,
          url: `/api/v1/concessionaires/bays/${bayId}/photos/order`,
          headers: authorization === undefined ? {} : { authorization },
        });
        expect([response.statusCode, response.headers.allow]).toEqual([405, 'PUT']);
      }
  });

  it('when the document is read, then it states what the server checks: boat sizes, a boat with bookings', () => {
    const document = stack.app.swagger() as unknown as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
      components: { schemas: Record<string, { properties: Record<string, object> }> };
    };
    const details = document.components.schemas.BoatDetails?.properties;
    expect(details?.loa_cm).toMatchObject({ minimum: 150, maximum: 6000 });
    expect(details?.beam_cm).toMatchObject({ minimum: 50, maximum: 2000 });
    expect(details?.draft_cm).toMatchObject({ minimum: 10, maximum: 800 });
    expect(Object.keys(document.paths['/api/v1/fleet/{boatId}']?.delete?.responses ?? {})).toContain('409');
  });
});
