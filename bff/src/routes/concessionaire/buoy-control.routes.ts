import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { forwardAccessToken, isAppError } from '@moorline/kit';
import { ErrorBody } from '../error-body';
import type { ConcessionaireRouteDeps } from './concessionaire-route-deps';
import { buoyHasBookingsJson, operatorBuoyJson } from './operations-json';
import {
  BayIdParams,
  BuoyHasBookings,
  BuoyParams,
  BuoyServiceChange,
  OperatorBuoy,
  OperatorBuoyList,
} from './operations-schemas';
import { attachmentDisposition } from '../../wire/attachment';

const tags = ['back office'];
const error = ErrorBody.ref;
const refusals = { 400: error, 401: error, 403: error, 404: error, '5xx': error };

/** A file name as a Content-Disposition header may carry it: letters, digits, dots and dashes. */

/**
 * Buoy control (issue 15 item 7): a bay's buoys for its staff, taking one out of service or back,
 * and the sheet of the bay's QR codes. Catalog checks the bay against the token: another
 * operator's bay is 404, a boater 403, no token 401, and only managers and employees change a buoy.
 */
export function buoyControlRoutes({ catalog }: ConcessionaireRouteDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/v1/concessionaires/bays/:bayId/buoys',
      {
        schema: {
          tags,
          summary:
            'A bay’s buoys as its staff see them: service state, reason, until when, QR slug, status now',
          params: BayIdParams,
          response: { 200: OperatorBuoyList.ref, ...refusals },
        },
      },
      async (request) => {
        const { buoys } = await catalog.listOperatorBuoys(
          { bayId: request.params.bayId },
          forwardAccessToken(request.headers.authorization),
        );
        return { buoys: buoys.map(operatorBuoyJson) };
      },
    );

    app.put(
      '/v1/concessionaires/bays/:bayId/buoys/:buoyId/service',
      {
        schema: {
          tags,
          summary: 'Take a buoy out of service (why, until when) or put it back',
          description:
            'Managers and employees of the bay only (a concessionaire without either flag is 403). ' +
            'Taking a buoy out needs a reason (at most 200 characters) and, when given, an end in ' +
            'the future. While held or confirmed bookings of the buoy fall in [now, until) the answer ' +
            'is 409 `buoy_has_bookings` with those bookings and the free buoys each could move to ' +
            '(POST …/bookings/{bookingId}/move), after which the change can be sent again. The live ' +
            'map hears of the change at once.',
          params: BuoyParams,
          body: BuoyServiceChange.ref,
          response: { 200: OperatorBuoy.ref, ...refusals, 409: BuoyHasBookings.ref },
        },
      },
      async (request, reply) => {
        const { body, params } = request;
        try {
          const { buoy } = await catalog.setBuoyService(
            {
              bayId: params.bayId,
              buoyId: params.buoyId,
              inService: body.in_service,
              reason: body.reason ?? '',
              until: body.until === undefined ? undefined : new Date(body.until),
            },
            forwardAccessToken(request.headers.authorization),
          );
          if (!buoy) throw new Error('catalog answered no buoy');
          return operatorBuoyJson(buoy);
        } catch (failure) {
          if (isAppError(failure) && failure.code === 'buoy_has_bookings')
            return reply.status(409).send(buoyHasBookingsJson(failure));
          throw failure;
        }
      },
    );

    app.get(
      '/v1/concessionaires/bays/:bayId/qr-codes.pdf',
      {
        schema: {
          tags,
          summary: 'A sheet of the bay’s buoy QR codes to print and laminate (A4 PDF)',
          params: BayIdParams,
          response: {
            200: {
              description: 'The PDF, as an attachment: a card per buoy with its QR code, label and the bay',
              content: {
                'application/pdf': { schema: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }) },
              },
            },
            ...refusals,
          },
        },
      },
      async (request, reply) => {
        const { pdf, fileName } = await catalog.getQrCodeSheet(
          { bayId: request.params.bayId },
          forwardAccessToken(request.headers.authorization),
        );
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', attachmentDisposition(fileName))
          .header('cache-control', 'private, no-store')
          .send(Buffer.from(pdf));
      },
    );
  };
}
