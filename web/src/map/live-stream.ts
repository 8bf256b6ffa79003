import { parseStreamEvent } from './live-status';
import type { ApiCalls } from '../http/api-client';
import type { MapUpdate } from '../http/api-schema';
import { openEventStream, type EventStreamDeps } from '../http/event-stream';

// GET /v1/map/stream for a signed-in user (issue 5 item 7), kept open by the shared event-stream
// loop (token expiry ends it; the loop refreshes and reconnects).

export type LiveStreamDeps = Omit<EventStreamDeps<MapUpdate>, 'connect' | 'parse'> & {
  /** The one API client's calls without its refresh rule: the loop refreshes and reconnects itself. */
  api: ApiCalls;
};

/** Keeps the stream open until `stop()` or sign-out. */
export function openLiveStream(deps: LiveStreamDeps): () => void {
  const { api, ...rest } = deps;
  return openEventStream({
    ...rest,
    parse: parseStreamEvent,
    connect: async (signal) => {
      const { response } = await api.GET('/v1/map/stream', {
        parseAs: 'stream',
        headers: { Accept: 'text/event-stream' },
        cache: 'no-store',
        signal,
      });
      return response;
    },
  });
}
