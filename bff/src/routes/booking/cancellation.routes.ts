import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { bookingV1 } from '@moorline/contracts';
import { forwardAccessToken, type AccessTokenVerifier, type GrpcClient } from '@moorline/kit';
import { signedInOnly } from '../../auth/caller';
import { ErrorBody } from '../error-body';
import { bookingJson } from './booking-json';
import { Booking, BookingIdParams } from './booking-schemas';
import { cancellationQuoteJson } from './cancellation-json';
import { CancelBookingBody, CancellationQuote } from './cancellation-schemas';

type BookingClient = GrpcClient<typeof bookingV1.BookingServiceDefinition>;

const tags = ['bookings'];
const error = ErrorBody.ref;
const refusals = { 400: error, 401: error, 404: error, 409: error, '5xx': error };

/**
 * Issue 30 item 2: the boater cancels one of their paid bookings before its stay, with the refund
 * the booking's kept policy gives at that moment. Booking derives the boater from the token;
 * another user's booking answers 404.
 */
export function cancellationRoutes(
  booking: BookingClient,
  verifyAccessToken: AccessTokenVerifier,
): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.addHook('onRequest', signedInOnly(verifyAccessToken));

    app.get(
      '/v1/bookings/:bookingId/cancellation',
      {
        schema: {
          tags,
          summary: 'What cancelling one of the caller’s paid bookings would refund now',
          description:
            'Changes nothing. The refund is to the cent, by the policy kept with the booking: all ' +
            'that was paid before `free_until`, then the policy’s late share. A booking that is not ' +
            'confirmed, or whose stay has begun, is 409 `booking_not_cancellable`.',
          params: BookingIdParams,
          response: { 200: CancellationQuote.ref, ...refusals },
        },
      },
      async (request) =>
        cancellationQuoteJson(
          await booking.quoteCancellation(
            { bookingId: request.params.bookingId },
            forwardAccessToken(request.headers.authorization),
          ),
        ),
    );

    app.post(
      '/v1/bookings/:bookingId/cancellation',
      {
        schema: {
          tags,
          summary: 'Cancel one of the caller’s paid bookings before its stay, with the refund shown',
          description:
            'The buoy is free at once; the refund goes back to the card and a credit note follows by ' +
            'email. When the policy no longer gives `expected_refund_minor` (the free period ended ' +
            'meanwhile) it is 409 `refund_changed` and nothing is cancelled: ask the quote again. ' +
            'Not confirmed or begun: 409 `booking_not_cancellable`. Cancelling again answers the ' +
            'cancelled booking.',
          params: BookingIdParams,
          body: CancelBookingBody.ref,
          response: { 200: Booking.ref, ...refusals },
        },
      },
      async (request) => {
        const { booking: cancelled } = await booking.cancelBooking(
          { bookingId: request.params.bookingId, expectedRefundMinor: request.body.expected_refund_minor },
          forwardAccessToken(request.headers.authorization),
        );
        return bookingJson(cancelled);
      },
    );
  };
}
