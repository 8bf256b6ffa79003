import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { forwardAccessToken } from '@moorline/kit';
import { optionalCaller } from '../../auth/caller';
import { ErrorBody } from '../error-body';
import type { CatalogRouteDeps } from './catalog-route-deps';
import { BboxQuerystring, StayQuerystring } from './catalog-schemas';
import { compactViewport } from './compact-buoys';
import { parseBoundingBox, stayQuery } from './map-query';

/** Enough for a dense viewport; beyond it the answer says `truncated` and the map asks to zoom in. */
const VIEWPORT_BUOY_LIMIT = 10_000;

const CompactBuoys = Type.Object({
  live_status: Type.Boolean(),
  truncated: Type.Boolean({ description: 'More buoys than the limit are in view; zoom in' }),
  bays: Type.Array(Type.Object({ id: Type.String(), slug: Type.String() })),
  buoys: Type.Object({
    count: Type.Integer(),
    bay_index: Type.Array(Type.Integer(), { description: 'Per buoy: index into `bays`' }),
    label: Type.Array(Type.String()),
    lat_e6: Type.Array(Type.Integer(), {
      description:
        'Micro-degrees, delta-coded: the first absolute, each next the difference to the one before',
    }),
    lon_e6: Type.Array(Type.Integer(), { description: 'As lat_e6' }),
    management: Type.String({ description: 'One character per buoy: d digital, f fcfs, t traditional' }),
    service: Type.String({
      description: 'One character per buoy: i in service, r restricted, o out of service',
    }),
    status: Type.Union([Type.String(), Type.Null()], {
      description:
        'One character per buoy: a available, b booked, o out of service, f fcfs, t traditional, ' +
        'n stay not offered. Null when not signed in',
    }),
    booked_until: Type.Union([Type.Array(Type.Integer()), Type.Null()], {
      description:
        'Per buoy: Unix seconds until which it is booked, 0 when not booked. Null when not signed in',
    }),
  }),
});

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
          response: { 200: CompactBuoys, 400: ErrorBody, 401: ErrorBody, '5xx': ErrorBody },
        },
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
