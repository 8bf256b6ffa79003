import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AppError, forwardAccessToken } from '@moorline/kit';
import { optionalCaller } from '../../auth/caller';
import { ErrorBody } from '../error-body';
import { baySummary, bayDetail, buoyJson, onlineBookingJson, pinOf } from './catalog-json';
import type { CatalogRouteDeps } from './catalog-route-deps';
import { fieldErrorCodes } from '../../wire/field-error-codes';
import {
  Bay,
  BayBuoys,
  BayList,
  BboxQuerystring,
  mapQueryErrorCodes,
  SlugParams,
  StayQuerystring,
} from './catalog-schemas';
import { parseBoundingBox, stayQuery } from './map-query';

const tags = ['map'];
const error = ErrorBody.ref;
const schemaErrorFormatter = fieldErrorCodes(mapQueryErrorCodes);

/** The map's bays with their pins, one bay's page and its buoys (spec §2, §4, §6). */
export function bayRoutes({ catalog, verifyAccessToken }: CatalogRouteDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/v1/bays',
      {
        schema: {
          tags,
          summary: 'Bays in a map area, with their pin for a stay',
          description:
            'Pins (spec §4): blue bookable, orange mostly first come first served, red full, grey ' +
            'informational. Without a valid access token every pin is grey (`sign_in_required`) and ' +
            '`free_buoys` is null: visitors see no real-time status (spec §6). A token that no longer ' +
            'verifies is 401, so the web app refreshes it.',
          querystring: Type.Object({ ...BboxQuerystring, ...StayQuerystring }),
          response: { 200: BayList.ref, 400: error, 401: error, '5xx': error },
        },
        schemaErrorFormatter,
      },
      async (request) => {
        const caller = await optionalCaller(request, verifyAccessToken);
        const { bays } = await catalog.listBays(
          {
            bbox: parseBoundingBox(request.query.bbox),
            stay: stayQuery(request.query),
          },
          forwardAccessToken(request.headers.authorization),
        );
        return { live_status: caller !== undefined, bays: bays.map(baySummary) };
      },
    );

    app.get(
      '/v1/bays/:slug',
      {
        schema: {
          tags,
          summary: 'Everything the bay page shows',
          params: SlugParams,
          response: { 200: Bay.ref, 400: error, 404: error, '5xx': error },
        },
      },
      async (request) => {
        const { bay } = await catalog.getBay({ slug: request.params.slug });
        if (!bay) throw new AppError('not_found');
        return bayDetail(bay);
      },
    );

    app.get(
      '/v1/bays/:slug/buoys',
      {
        schema: {
          tags,
          summary: "A bay's buoys and, for signed-in users, their status for a stay",
          params: SlugParams,
          querystring: Type.Object(StayQuerystring),
          response: { 200: BayBuoys.ref, 400: error, 401: error, 404: error, '5xx': error },
        },
        schemaErrorFormatter,
      },
      async (request) => {
        const caller = await optionalCaller(request, verifyAccessToken);
        const answer = await catalog.listBuoys(
          {
            baySlug: request.params.slug,
            stay: stayQuery(request.query),
          },
          forwardAccessToken(request.headers.authorization),
        );
        const live = caller !== undefined && answer.liveStatusIncluded;
        return {
          bay_id: answer.bayId,
          bay_slug: answer.baySlug,
          time_zone: answer.timeZone,
          ...pinOf(answer.pinState),
          live_status: live,
          buoys: answer.buoys.map((buoy) => buoyJson(buoy, live)),
          ...onlineBookingJson(answer.onlineBooking),
        };
      },
    );
  };
}
