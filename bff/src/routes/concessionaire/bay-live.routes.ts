import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireBayAccess, type AccessTokenVerifier } from '@moorline/kit';
import { requireCaller } from '../../auth/caller';
import type { BayChangesFeed } from '../../live/bay-changes-feed';
import { openServerSentEvents, streamsEndedOnClose } from '../../live/server-sent-events';
import { eventStreamSchema } from '../../wire/event-stream-schema';
import { ErrorBody } from '../error-body';
import { BayParams } from './booking-backoffice-params';
import { BayChanged } from './booking-backoffice-schemas';

// A burst of changes (a storm of holds, a seed) becomes one `changed` per this window.
const COALESCE_MS = 300;

/**
 * GET /api/v1/concessionaires/bays/{bayId}/live: Server-Sent Events telling a bay's overview to
 * ask again (issue 15 item 3). No service call answers it, so the bay is checked here against
 * the token, as the services check it.
 */
export function bayLiveRoutes(
  feed: BayChangesFeed,
  verifyAccessToken: AccessTokenVerifier,
): FastifyPluginAsyncTypebox {
  return async (app) => {
    const openStreams = streamsEndedOnClose(app);
    app.get(
      '/v1/concessionaires/bays/:bayId/live',
      {
        schema: {
          tags: ['back office'],
          summary: 'Changes of a bay, live (Server-Sent Events)',
          description:
            'Send `Authorization: Bearer <access>`. `event: changed` (BayChanged) whenever a ' +
            'booking or check-in of the bay changes or one of its buoys changes status; bursts come ' +
            'as one. The overview then asks again. A comment line every 15 s keeps proxies from ' +
            'closing it; the stream ends when the access token expires.',
          params: BayParams,
          response: {
            200: {
              description: 'One event per change (or burst of changes)',
              content: {
                'text/event-stream': { schema: eventStreamSchema([{ event: 'changed', data: BayChanged }]) },
              },
            },
            400: ErrorBody.ref,
            401: ErrorBody.ref,
            403: ErrorBody.ref,
            404: ErrorBody.ref,
            '5xx': ErrorBody.ref,
          },
        },
      },
      async (request, reply) => {
        const caller = await requireCaller(request, verifyAccessToken);
        const { bayId } = request.params;
        requireBayAccess(caller, bayId, 'view');
        let pending: NodeJS.Timeout | undefined;
        let unsubscribe = (): unknown => undefined;
        const stream = openServerSentEvents(reply, {
          expiresAt: caller.expiresAt,
          openStreams,
          onClose: () => {
            clearTimeout(pending);
            unsubscribe();
          },
        });
        const tell = () => {
          pending = undefined;
          const data = JSON.stringify({ bay_id: bayId, changed_at: new Date().toISOString() });
          stream.write(`event: changed\ndata: ${data}\n\n`);
        };
        unsubscribe = feed.subscribe(bayId, () => {
          pending ??= setTimeout(tell, COALESCE_MS);
        });
      },
    );
  };
}
