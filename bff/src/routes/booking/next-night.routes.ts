import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { bookingV1 } from '@moorline/contracts';
import { forwardAccessToken, type AccessTokenVerifier, type GrpcClient } from '@moorline/kit';
import { signedInOnly } from '../../auth/caller';
import { ErrorBody } from '../error-body';
import { nextNightOfferJson } from './booking-json';
import { BookingUuidParams, NextNightOffer } from './booking-schemas';

type BookingClient = GrpcClient<typeof bookingV1.BookingServiceDefinition>;

const tags = ['bookings'];
const error = ErrorBody.ref;

/**
 * Issue 30 item 3, "stay another night": what the night after one of the caller's bookings would
 * be. Holding it is the ordinary hold with `extends_booking_id`, so it is paid like any booking.
 * Booking derives the boater from the token; another user's booking answers 404.
 */
export function nextNightRoutes(
  booking: BookingClient,
  verifyAccessToken: AccessTokenVerifier,
): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.addHook('onRequest', signedInOnly(verifyAccessToken));

    app.get(
      '/v1/bookings/:bookingId/next-night',
      {
        schema: {
          tags,
          summary: 'The night after one of the caller’s bookings: its buoy, or the best alternatives',
          description:
            'Changes nothing. The booked buoy, boat and extras with the price when that night is free ' +
            'or kept for the caller (`kept_until`, 09:00 bay time on the check-out day at a bay that ' +
            'keeps it); otherwise free buoys for the boat, same bay first, then nearby bays. Hold it ' +
            'with `POST /v1/bookings` and `extends_booking_id`. A booking that is not confirmed, has ' +
            'ended, or whose bay sells no night then is 409 `booking_not_extendable`.',
          params: BookingUuidParams,
          response: { 200: NextNightOffer.ref, 400: error, 401: error, 404: error, 409: error, '5xx': error },
        },
      },
      async (request) =>
        nextNightOfferJson(
          await booking.offerNextNight(
            { bookingId: request.params.bookingId },
            forwardAccessToken(request.headers.authorization),
          ),
        ),
    );
  };
}
