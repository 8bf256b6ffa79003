import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bookingV1 } from '@moorline/contracts';
import { createGrpcClient } from '@moorline/kit';
import type { Channel } from 'nice-grpc';
import { bookingListJson, listRequest } from '../booking/booking-json';
import { BookingList, BookingListQuery } from '../booking/booking-schemas';
import { AdminUserParams } from './admin-user-schemas';
import { adminRefusals, adminTags, asCaller } from './admin-route-parts';

/**
 * A user's bookings for the console's support (issue 27 item 1): My Bookings' list, filters and
 * pages, for any user; booking checks the superuser again. Booking keeps no accounts, so a
 * user id without bookings answers an empty list.
 */
export function adminUserBookingRoutes(bookingChannel: Channel): FastifyPluginAsyncTypebox {
  return async (app) => {
    const support = createGrpcClient(bookingV1.SupportBookingsServiceDefinition, bookingChannel);

    app.get(
      '/v1/admin/users/:userId/bookings',
      {
        schema: {
          tags: adminTags,
          summary: 'A user’s bookings, newest period first, filtered, searched and paged as My Bookings',
          params: AdminUserParams,
          querystring: BookingListQuery,
          response: { 200: BookingList.ref, ...adminRefusals },
        },
      },
      async (request) =>
        bookingListJson(
          await support.listUserBookings(
            { userId: request.params.userId, ...listRequest(request.query) },
            asCaller(request),
          ),
        ),
    );
  };
}
