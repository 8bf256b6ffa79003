import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { bookingV1 } from '@moorline/contracts';
import { forwardAccessToken } from '@moorline/kit';
import { Readable } from 'node:stream';
import { fieldErrorCodes } from '../../wire/field-error-codes';
import { ErrorBody } from '../error-body';
import {
  bayBookingsRequest,
  movedBookingJson,
  occupancyNowJson,
  overviewJson,
  withInvoices,
  type BayBookingJson,
} from './booking-backoffice-json';
import {
  BayBookingParams,
  BayBookingsCsvQuery,
  BayBookingsQuery,
  BayParams,
  historyErrorCodes,
  type BayBookingsQuerystring,
} from './booking-backoffice-params';
import {
  BayBookingList,
  BayOverview,
  MoveBookingBody,
  MovedBooking,
  OccupancyNow,
} from './booking-backoffice-schemas';
import { csvFileName, csvStyle, CSV_BYTE_ORDER_MARK, type CsvStyle } from './booking-history-csv';
import type { ConcessionaireRouteDeps } from './concessionaire-route-deps';
import { attachmentDisposition } from '../../wire/attachment';

const tags = ['back office'];
const error = ErrorBody.ref;
const refusals = { 400: error, 401: error, 403: error, 404: error, '5xx': error };
// payment answers the invoices of at most 200 bookings at once: the export's page.
const CSV_PAGE = 200;

type CallOptions = ReturnType<typeof forwardAccessToken>;

/** One page of the history with its invoices: booking's rows, then payment's invoices of them. */
async function historyPage(
  { booking, payment }: ConcessionaireRouteDeps,
  request: bookingV1.ListBayBookingsRequest,
  call: CallOptions,
): Promise<{ bookings: BayBookingJson[]; nextCursor: string; baySlug: string; timeZone: string }> {
  const page = await booking.listBayBookings(request, call);
  const bookingIds = page.bookings.map((row) => row.bookingId);
  const { invoices } =
    bookingIds.length === 0
      ? { invoices: [] }
      : await payment.listBayInvoices({ bayId: request.bayId, bookingIds }, call);
  return {
    bookings: withInvoices(page.bookings, invoices),
    nextCursor: page.nextPageToken,
    baySlug: page.baySlug,
    timeZone: page.timeZone,
  };
}

/** The rest of the export after its first page, page by page, as CSV lines. */
async function* csvLines(
  deps: ConcessionaireRouteDeps,
  first: Awaited<ReturnType<typeof historyPage>>,
  request: bookingV1.ListBayBookingsRequest,
  call: CallOptions,
  style: CsvStyle,
): AsyncGenerator<string> {
  yield CSV_BYTE_ORDER_MARK + style.header();
  let page = first;
  for (;;) {
    yield page.bookings.map(style.row).join('');
    if (page.nextCursor === '') return;
    page = await historyPage(deps, { ...request, pageToken: page.nextCursor }, call);
  }
}

/**
 * The back-office routes whose data booking owns (issue 15): occupancy, the bay's overview, its
 * booking history (JSON and CSV, the invoice column from payment) and moving a booking. Booking
 * checks the bay against the forwarded token: another operator's bay is 404, a boater 403, no
 * token 401; moving needs a manager or employee.
 */
export function bookingBackofficeRoutes(deps: ConcessionaireRouteDeps): FastifyPluginAsyncTypebox {
  const { booking } = deps;
  return async (app) => {
    app.get(
      '/v1/concessionaires/occupancy-now',
      {
        schema: {
          tags,
          summary: 'Occupancy now at every bay of the caller’s operator',
          response: { 200: OccupancyNow.ref, ...refusals },
        },
      },
      async (request) =>
        occupancyNowJson(
          await booking.getOccupancyNow({}, forwardAccessToken(request.headers.authorization)),
        ),
    );

    app.get(
      '/v1/concessionaires/bays/:bayId/overview',
      {
        schema: {
          tags,
          summary: 'A bay’s occupancy now and tonight, the coming 48 hours, the past 30 days and its berths',
          params: BayParams,
          response: { 200: BayOverview.ref, ...refusals },
        },
      },
      async (request) =>
        overviewJson(
          await booking.getBayOverview(
            { bayId: request.params.bayId },
            forwardAccessToken(request.headers.authorization),
          ),
        ),
    );

    app.get(
      '/v1/concessionaires/bays/:bayId/bookings',
      {
        schema: {
          tags,
          summary: 'A bay’s bookings by arrival date, latest first, with their invoices',
          description:
            '`from` and `to` bound the arrival date (both included; 400 `invalid_date_range` when ' +
            'reversed), `q` matches buoy, registration or boat name. Pages of `limit` (50 unless ' +
            'given, at most 200); `next_cursor` asks for the next.',
          params: BayParams,
          querystring: BayBookingsQuery,
          response: { 200: BayBookingList.ref, ...refusals },
        },
        schemaErrorFormatter: fieldErrorCodes(historyErrorCodes),
      },
      async (request) => {
        const page = await historyPage(
          deps,
          bayBookingsRequest(request.params.bayId, request.query),
          forwardAccessToken(request.headers.authorization),
        );
        return { bookings: page.bookings, next_cursor: page.nextCursor === '' ? null : page.nextCursor };
      },
    );

    app.get(
      '/v1/concessionaires/bays/:bayId/bookings.csv',
      {
        schema: {
          tags,
          summary: 'The same history as CSV, every page of it',
          description:
            'UTF-8 with a byte order mark, a header row, the JSON’s columns (amount as a decimal ' +
            'beside its currency, the invoice’s number), named after the bay and the range. Cells a ' +
            'spreadsheet would run as formulas start with an apostrophe. With `language`, the file is ' +
            'for a person: headers and values in that language, its decimal mark (and `;` between ' +
            'cells where that is a comma), its date order, times in the bay’s zone; without it, for ' +
            'programs: the JSON’s names and values, ISO dates and times.',
          params: BayParams,
          querystring: BayBookingsCsvQuery,
          response: {
            200: {
              description: 'The CSV file, as an attachment',
              content: { 'text/csv': { schema: Type.Unsafe<Readable>({ type: 'string' }) } },
            },
            ...refusals,
          },
        },
        schemaErrorFormatter: fieldErrorCodes(historyErrorCodes),
      },
      async (request, reply) => {
        const query: BayBookingsQuerystring = { ...request.query, limit: CSV_PAGE };
        const call = forwardAccessToken(request.headers.authorization);
        const listRequest = bayBookingsRequest(request.params.bayId, query);
        // The first page before the headers: a refusal still answers with its status and code.
        const first = await historyPage(deps, listRequest, call);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', attachmentDisposition(csvFileName(first.baySlug, query)))
          .header('cache-control', 'no-store')
          .send(
            Readable.from(
              csvLines(deps, first, listRequest, call, csvStyle(request.query.language, first.timeZone)),
            ),
          );
      },
    );

    app.post(
      '/v1/concessionaires/bays/:bayId/bookings/:bookingId/move',
      {
        schema: {
          tags,
          summary: 'Move a booking to another free buoy of the bay',
          description:
            'Managers and employees only (403 otherwise). A held or confirmed booking that has not ' +
            'ended (409 `booking_not_movable`) moves to a digital buoy in service (409 ' +
            '`buoy_not_available`) that takes the boat (422 `boat_too_large`, `boat_too_large_for_buoy`, ' +
            '`hull_not_accepted`, `hull_not_accepted_at_buoy`) and is free for the stay (409 `buoy_already_booked`). The live map and the boater’s ' +
            'My Bookings show the new buoy.',
          params: BayBookingParams,
          body: MoveBookingBody.ref,
          response: { 200: MovedBooking.ref, ...refusals, 409: error, 422: error },
        },
      },
      async (request) =>
        movedBookingJson(
          await booking.moveBooking(
            {
              bayId: request.params.bayId,
              bookingId: request.params.bookingId,
              buoyId: request.body.buoy_id,
            },
            forwardAccessToken(request.headers.authorization),
          ),
        ),
    );
  };
}
