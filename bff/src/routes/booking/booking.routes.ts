import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bookingCalendar, isInterfaceLanguage, type bookingV1 } from '@moorline/contracts';
import { forwardAccessToken, type AccessTokenVerifier, type GrpcClient } from '@moorline/kit';
import { signedInOnly } from '../../auth/caller';
import { attachmentDisposition } from '../../wire/attachment';
import { fieldErrorCodes } from '../../wire/field-error-codes';
import { ErrorBody } from '../error-body';
import { bookingJson, bookingListJson, listRequest, quoteJson, stayMessage } from './booking-json';
import {
  Booking,
  BookingIdParams,
  BookingList,
  BookingListQuery,
  HoldRefusal,
  Quote,
  Stay,
  StayRefusal,
  stayErrorCodes,
} from './booking-schemas';
import { withRefusals } from './with-refusals';

type BookingClient = GrpcClient<typeof bookingV1.BookingServiceDefinition>;

const tags = ['bookings'];
const error = ErrorBody.ref;
const signedIn = { 401: error, '5xx': error };
const oneBooking = { ...signedIn, 400: error, 404: error };
// spec §5 rules: bad input 400, a buoy or boat unknown 404, unavailable 409, the stay refused 422;
// the last two with what booking offers instead (alternatives, where the boat is booked).
const stayRules = { ...oneBooking, 409: HoldRefusal.ref, 422: StayRefusal.ref };

type CallOptions = ReturnType<typeof forwardAccessToken>;
type OneBookingCall = (
  request: { bookingId: string },
  options: CallOptions,
) => Promise<{ booking?: bookingV1.Booking | undefined }>;

/** A handler that asks booking about one booking by its id and answers it. */
const answerOneBooking =
  (call: OneBookingCall) =>
  async (request: { params: { bookingId: string }; headers: { authorization?: string } }) =>
    bookingJson(
      (await call({ bookingId: request.params.bookingId }, forwardAccessToken(request.headers.authorization)))
        .booking,
    );

/**
 * Quotes, 3-minute holds and My Bookings (spec §2, §9). The booking service derives the boater
 * from the forwarded token and prices every stay itself; another user's booking answers 404.
 */
export function bookingRoutes(
  booking: BookingClient,
  verifyAccessToken: AccessTokenVerifier,
  /** The web app, for the bay page linked from a calendar event. */
  webBaseUrl: string,
): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.addHook('onRequest', signedInOnly(verifyAccessToken));

    app.post(
      '/v1/bookings/quote',
      {
        schema: {
          tags,
          summary: 'The price of a stay and the period it covers, checked against every rule',
          description:
            'Changes nothing. A rule that fails answers its spec §8 code, e.g. 422 `day_stay_closed` ' +
            'after 14:00 bay time, 400 `too_far_ahead`, 422 `boat_too_large` (the bay’s limit) or ' +
            '`boat_too_large_for_buoy` (the buoy’s, with the free buoys that take the boat), 409 ' +
            '`boat_already_booked` with where the boat is booked.',
          body: Stay.ref,
          response: { 200: Quote.ref, ...stayRules },
        },
        schemaErrorFormatter: fieldErrorCodes(stayErrorCodes),
      },
      async (request, reply) =>
        withRefusals(reply, async () =>
          quoteJson(
            await booking.quote(
              { stay: stayMessage(request.body) },
              forwardAccessToken(request.headers.authorization),
            ),
          ),
        ),
    );

    app.post(
      '/v1/bookings',
      {
        schema: {
          tags,
          summary: 'Hold a buoy for 3 minutes while the boater pays',
          description:
            'The `Idempotency-Key` header is required: sent again with the same stay it answers the ' +
            'same booking; with another stay it is 422 `idempotency_key_reused`. A buoy or boat ' +
            'already taken is 409 `buoy_already_booked` or `boat_already_booked` with free ' +
            'alternatives; every 409 of this route is a HoldRefusal. A walk-up guest holds only ' +
            'through the QR check-in (403 `forbidden`). An account keeps a few holds waiting at ' +
            'once (429 `too_many_holds`) and makes so many new holds an hour, as does one client ' +
            'address (429 `too_many_requests`); every 429 has `Retry-After`.',
          headers: Type.Object({ 'idempotency-key': Type.String({ minLength: 1, maxLength: 200 }) }),
          body: Stay.ref,
          response: { 201: Booking.ref, ...stayRules, 403: error, 429: error },
        },
        schemaErrorFormatter: fieldErrorCodes(stayErrorCodes),
      },
      async (request, reply) =>
        withRefusals(reply, async () => {
          const { booking: held } = await booking.createHold(
            {
              idempotencyKey: request.headers['idempotency-key'],
              stay: stayMessage(request.body),
              language: request.body.language ?? 'en',
              // Issue 26 item 3: booking counts new holds per client address too.
              clientAddress: request.ip,
              embedId: request.body.embed_id ?? '',
              extendsBookingId: request.body.extends_booking_id ?? '',
              waitlistOfferId: request.body.waitlist_offer_id ?? '',
            },
            forwardAccessToken(request.headers.authorization),
          );
          return reply.status(201).send(bookingJson(held));
        }),
    );

    app.post(
      '/v1/bookings/:bookingId/cancel',
      {
        schema: {
          tags,
          summary: 'Give up a hold before paying: the buoy is free again at once',
          description:
            'Cancelling again answers the cancelled booking; a paid or lapsed one is 409 `hold_not_active`.',
          params: BookingIdParams,
          response: { 200: Booking.ref, ...oneBooking, 409: error },
        },
      },
      answerOneBooking(booking.cancelHold),
    );

    app.get(
      '/v1/bookings/:bookingId',
      {
        schema: {
          tags,
          summary: 'One of the caller’s bookings',
          params: BookingIdParams,
          response: { 200: Booking.ref, ...oneBooking },
        },
      },
      answerOneBooking(booking.getBooking),
    );

    app.get(
      '/v1/bookings/:bookingId/calendar.ics',
      {
        schema: {
          tags,
          summary:
            'One of the caller’s bookings as a calendar event (.ics), in the language it was booked in',
          params: BookingIdParams,
          response: {
            200: {
              description:
                'An iCalendar file, as an attachment: the stay from arrival to departure in the bay’s time zone',
              content: { 'text/calendar': { schema: Type.String() } },
            },
            ...oneBooking,
          },
        },
      },
      async (request, reply) => {
        const { booking: found } = await booking.getBooking(
          { bookingId: request.params.bookingId },
          forwardAccessToken(request.headers.authorization),
        );
        const stay = {
          bookingId: found?.bookingId ?? '',
          bayName: found?.bayName ?? '',
          baySlug: found?.baySlug ?? '',
          buoyLabel: found?.buoyLabel ?? '',
          boatName: found?.boatName ?? '',
          registrationNumber: found?.registrationNumber ?? '',
          periodStart: found?.periodStart ?? new Date(),
          periodEnd: found?.periodEnd ?? new Date(),
          timeZone: found?.timeZone || 'Europe/Zagreb',
        };
        const language = found && isInterfaceLanguage(found.language) ? found.language : 'en';
        return reply
          .header('content-type', 'text/calendar; charset=utf-8')
          .header('content-disposition', attachmentDisposition(bookingCalendar.bookingCalendarFileName(stay)))
          .send(bookingCalendar.bookingCalendar(stay, language, webBaseUrl, new Date()));
      },
    );

    app.get(
      '/v1/bookings',
      {
        schema: {
          tags,
          summary: 'My Bookings: the caller’s bookings, filtered, searched and paged',
          querystring: BookingListQuery,
          response: { 200: BookingList.ref, ...signedIn, 400: error },
        },
      },
      async (request) =>
        bookingListJson(
          await booking.listMyBookings(
            listRequest(request.query),
            forwardAccessToken(request.headers.authorization),
          ),
        ),
    );
  };
}
