import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { bayWithBuoys, boaterWithBoat, hold, nightStay } from '../../services/booking/test/booking-fixtures';
import { startBookingStack, type BookingStack } from './support/booking-stack';

// Issue 27 item 1 through the BFF: the admin console's support view of a user's bookings and its
// bays, on the real booking and catalog services.

describe('/api/v1/admin console routes on the real booking and catalog services', () => {
  let stack: BookingStack;
  let admin: string;
  let boater: string;

  const get = (url: string, authorization?: string) =>
    stack.app.inject({
      method: 'GET',
      url: `/api/v1${url}`,
      headers: authorization ? { authorization } : {},
    });

  beforeAll(async () => {
    stack = await startBookingStack();
    admin = await stack.services.tokens.bearer({ roles: ['superuser'] });
    boater = await stack.bearer();
  });

  afterAll(() => stack.stop());

  describe('GET /admin/users/{userId}/bookings', () => {
    it('when a visitor, a boater and a superuser ask, then 401, 403 and 200 with the user’s booking', async () => {
      const bay = await bayWithBuoys(stack.services, {
        slug: 'bff-admin-support-bay',
        lat: 43.21,
        lon: 16.61,
        buoys: [{ kind: 'digital' as const }],
      });
      const user = await boaterWithBoat(stack.services);
      const held = await hold(stack.services, user, nightStay(bay.buoys[0]?.id ?? '', user.boatId));
      const url = `/admin/users/${user.userId}/bookings?page_size=10`;
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, boater)).statusCode).toBe(403);
      const granted = await get(url, admin);
      expect(granted.statusCode).toBe(200);
      expect(granted.json()).toEqual({
        bookings: [expect.objectContaining({ booking_id: held.bookingId, status: 'held' })],
        next_page_token: null,
      });
    });

    it('when a superuser names a malformed or unknown user, then 400, and an empty list', async () => {
      expect((await get('/admin/users/not-a-uuid/bookings', admin)).statusCode).toBe(400);
      const unknown = await get(`/admin/users/${randomUUID()}/bookings`, admin);
      expect(unknown.json()).toEqual({ bookings: [], next_page_token: null });
    });
  });

  describe('GET /admin/bays', () => {
    it('when a visitor, a boater and a superuser ask, then 401, 403 and 200 with every bay of the status', async () => {
      const bay = await bayWithBuoys(stack.services, {
        slug: 'bff-admin-hidden-bay',
        lat: 43.22,
        lon: 16.62,
        buoys: [],
      });
      await stack.services.catalogDb
        .updateTable('bays')
        .set({ status: 'hidden' })
        .where('id', '=', bay.id)
        .execute();
      const url = '/admin/bays?status=hidden&limit=10';
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, boater)).statusCode).toBe(403);
      const granted = await get(url, admin);
      expect(granted.statusCode).toBe(200);
      expect(granted.json()).toEqual({
        bays: [
          expect.objectContaining({
            bay_id: bay.id,
            slug: 'bff-admin-hidden-bay',
            status: 'hidden',
            concessionaire_user_id: null,
            concessionaire_email: null,
          }),
        ],
        next_cursor: null,
      });
    });

    it('when the status or cursor is not one the API knows, then 400', async () => {
      expect((await get('/admin/bays?status=deleted', admin)).statusCode).toBe(400);
      expect((await get('/admin/bays?cursor=bm90LWEtY3Vyc29y', admin)).json()).toMatchObject({
        code: 'invalid_request',
      });
    });
  });
});
