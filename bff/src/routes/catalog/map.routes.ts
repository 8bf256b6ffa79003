import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { forwardAccessToken } from '@moorline/kit';
import { optionalCaller } from '../../auth/caller';
import { ErrorBody } from '../error-body';
import type { CatalogRouteDeps } from './catalog-route-deps';
import { fieldErrorCodes } from '../../wire/field-error-codes';
import { BboxQuerystring, mapQueryErrorCodes, StayQuerystring } from './catalog-schemas';
import { CompactBuoys, compactViewport } from './compact-buoys';
import { parseBoundingBox, stayQuery } from './map-query';

/** Enough for a dense viewport; beyond it the answer says `truncated` and the map asks to zoom in. */
const VIEWPORT_BUOY_LIMIT = 10_000;

/** GET /v1/map/buoys: every buoy of a viewport, compactly (issue 5 item 7). */
export function mapRoutes({ catalog, verifyAccessToken }: CatalogRouteDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/v1/map/buoys',
      {
        schema: {
          tags: ['map'],
          summary: 'All buoys in a map area, compactly encoded',
          description:
            'Parallel arrays instead of one object per buoy, so a viewport of 10,000 buoys stays well ' +
            'under 150 KB gzip. Statuses only for signed-in callers.',
          querystring: Type.Object({ ...BboxQuerystring, ...StayQuerystring }),
          response: { 200: CompactBuoys.ref, 400: ErrorBody.ref, 401: ErrorBody.ref, '5xx': ErrorBody.ref },
        },
        schemaErrorFormatter: fieldErrorCodes(mapQueryErrorCodes),
      },
      async (request) => {
        const caller = await optionalCaller(request, verifyAccessToken);
        const answer = await catalog.listViewportBuoys(
          {
            bbox: parseBoundingBox(request.query.bbox),
            stay: stayQuery(request.query),
            limit: VIEWPORT_BUOY_LIMIT,
          },
          forwardAccessToken(request.headers.authorization),
        );
        return compactViewport({
          ...answer,
          liveStatusIncluded: caller !== undefined && answer.liveStatusIncluded,
        });
      },
    );
  };
}
