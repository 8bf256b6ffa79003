import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { forwardAccessToken } from '@moorline/kit';
import { sent } from '../booking/booking-json';
import { ErrorBody } from '../error-body';
import { withInvoices } from './booking-backoffice-json';
import { BayBookingParams } from './booking-backoffice-params';
import { BayBooking, CancelBayBookingBody } from './booking-backoffice-schemas';
import type { ConcessionaireRouteDeps } from './concessionaire-route-deps';

const tags = ['back office'];
const error = ErrorBody.ref;

/**
 * Issue 30 item 2: the bay's staff who run the buoys cancel a booking (weather, a broken buoy).
 * The refund is always the whole amount paid; booking checks the bay and the role against the
 * forwarded token, as for a move.
 */
export function bayCancellationRoutes({
  booking,
  payment,
}: ConcessionaireRouteDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.post(
      '/v1/concessionaires/bays/:bayId/bookings/:bookingId/cancellation',
      {
        schema: {
          tags,
          summary: 'Cancel a booking of the bay with a full refund',
          description:
            'Managers and employees only (403 otherwise). A confirmed booking that has not ended ' +
            '(409 `booking_not_cancellable`) is cancelled: the buoy is free at once, the whole ' +
            'amount goes back to the card, and the boater’s email gives the reason, the note and ' +
            'free buoys for the same stay. Answers the booking as the history shows it; cancelling ' +
            'again answers the cancelled booking as it is.',
          params: BayBookingParams,
          body: CancelBayBookingBody.ref,
          response: {
            200: BayBooking.ref,
            400: error,
            401: error,
            403: error,
            404: error,
            409: error,
            '5xx': error,
          },
        },
      },
      async (request) => {
        const { bayId, bookingId } = request.params;
        const call = forwardAccessToken(request.headers.authorization);
        const cancelled = await booking.cancelBayBooking(
          { bayId, bookingId, reason: request.body.reason, note: request.body.note ?? '' },
          call,
        );
        const { invoices } = await payment.listBayInvoices({ bayId, bookingIds: [bookingId] }, call);
        return sent(withInvoices([sent(cancelled.booking)], invoices)[0]);
      },
    );
  };
}
