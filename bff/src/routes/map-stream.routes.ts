import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AccessTokenVerifier } from '@moorline/kit';
import { requireCaller } from '../auth/caller';
import type { BuoyStatusFeed } from '../live/buoy-status-feed';
import {
  BayLayoutUpdate,
  BuoyAvailabilityUpdate,
  BuoyStatusUpdate,
  type MapUpdate,
} from '../live/map-update-schemas';
import { openServerSentEvents, streamsEndedOnClose } from '../live/server-sent-events';
import { eventStreamSchema } from '../wire/event-stream-schema';
import { ErrorBody } from './error-body';

const mapStreamEvents = eventStreamSchema([
  { event: 'buoy-status', data: BuoyStatusUpdate },
  { event: 'buoy-availability', data: BuoyAvailabilityUpdate },
  { event: 'bay-layout', data: BayLayoutUpdate },
]);

/** A layout is one change of its bay: its id is the bay's, where a buoy's event has the buoy's. */
const sseEvent = ({ event, data }: MapUpdate) =>
  `event: ${event}\nid: ${'buoy_id' in data ? data.buoy_id : data.bay_id}:${data.changed_at}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * GET /api/v1/map/stream: Server-Sent Events of buoy changes, for signed-in users only
 * (spec §6: visitors see no real-time status). The stream ends when the access token expires,
 * so the web app reconnects with a fresh one and a revoked session stops receiving.
 */
export function mapStreamRoutes(
  feed: BuoyStatusFeed,
  verifyAccessToken: AccessTokenVerifier,
): FastifyPluginAsyncTypebox {
  return async (app) => {
    // Open streams would keep the server from closing; they end first.
    const openStreams = streamsEndedOnClose(app);
    app.get(
      '/v1/map/stream',
      {
        schema: {
          tags: ['map'],
          summary: 'Live buoy changes (Server-Sent Events)',
          description:
            'Send `Authorization: Bearer <access>`. Three events, with JSON data (MapUpdate): ' +
            "`buoy-status`, a buoy's status now changed (BuoyStatusUpdate); `buoy-availability`, a " +
            'booking took (`occupied: true`) or freed a buoy for a period (BuoyAvailabilityUpdate): a map ' +
            'showing a stay that overlaps the period asks for its buoys again; `bay-layout`, the bay’s ' +
            'buoys were added, moved or removed (BayLayoutUpdate): a map showing the bay asks again. ' +
            'A comment line every ' +
            '15 s keeps proxies from closing the connection. The stream closes when the access ' +
            'token expires.',
          response: {
            200: {
              description: 'One server-sent event per change',
              content: { 'text/event-stream': { schema: mapStreamEvents } },
            },
            401: ErrorBody.ref,
            '5xx': ErrorBody.ref,
          },
        },
      },
      async (request, reply) => {
        const caller = await requireCaller(request, verifyAccessToken);
        let unsubscribe = (): unknown => undefined;
        const stream = openServerSentEvents(reply, {
          expiresAt: caller.expiresAt,
          openStreams,
          onClose: () => unsubscribe(),
        });
        unsubscribe = feed.subscribe((update) => stream.write(sseEvent(update)));
      },
    );
  };
}
