import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { catalogV1 } from '@moorline/contracts';
import { createGrpcClient, forwardAccessToken } from '@moorline/kit';
import type { FastifyRequest } from 'fastify';
import { ErrorBody } from '../error-body';
import type { ConcessionaireRouteDeps } from './concessionaire-route-deps';
import { BayIdParams } from './operations-schemas';
import { BayPublishing, bayPublishingJson } from './publishing-schemas';

const tags = ['back office'];
const error = ErrorBody.ref;
const refusals = { 400: error, 401: error, 403: error, 404: error, '5xx': error };

/**
 * Publishing a bay (issue 27 item 4), from catalog's BayPublishingService: the bay's
 * concessionaire or manager, or a superuser for any bay (403 for a boater or an employee, 404
 * for another operator's bay, 401 without a token). Both changes are recorded in the audit log.
 */
export function publishingRoutes({ catalogChannel }: ConcessionaireRouteDeps): FastifyPluginAsyncTypebox {
  const publishing = createGrpcClient(catalogV1.BayPublishingServiceDefinition, catalogChannel);
  const call = (request: FastifyRequest) => forwardAccessToken(request.headers.authorization);
  return async (app) => {
    app.get(
      '/v1/concessionaires/bays/:bayId/publishing',
      {
        schema: {
          tags,
          summary: 'A bay’s status and what it still lacks to go live',
          params: BayIdParams,
          response: { 200: BayPublishing.ref, ...refusals },
        },
      },
      async (request) => {
        const answer = await publishing.getPublishing({ bayId: request.params.bayId }, call(request));
        return bayPublishingJson(answer.publishing);
      },
    );

    app.post(
      '/v1/concessionaires/bays/:bayId/publish',
      {
        schema: {
          tags,
          summary: 'Put a bay live: on the map, the search, the sitemap and the QR codes',
          description:
            'A draft or hidden bay goes live when every checklist item is met; otherwise 409 ' +
            '`bay_not_ready`. A live bay answers as it is.',
          params: BayIdParams,
          response: { 200: BayPublishing.ref, ...refusals, 409: error },
        },
      },
      async (request) => {
        const answer = await publishing.publishBay({ bayId: request.params.bayId }, call(request));
        return bayPublishingJson(answer.publishing);
      },
    );

    app.post(
      '/v1/concessionaires/bays/:bayId/hide',
      {
        schema: {
          tags,
          summary: 'Take a live bay off the map and the search; its bookings keep working',
          description:
            'Bookings already made keep their pages, emails, invoices and QR check-in; no new ' +
            'booking is taken. A draft bay is 409 `bay_not_live`; a hidden one answers as it is.',
          params: BayIdParams,
          response: { 200: BayPublishing.ref, ...refusals, 409: error },
        },
      },
      async (request) => {
        const answer = await publishing.hideBay({ bayId: request.params.bayId }, call(request));
        return bayPublishingJson(answer.publishing);
      },
    );
  };
}
