'use client';

import { useEffect, useRef } from 'react';
import { openEventStream } from '../../../http/event-stream';
import { refetchDelay } from '../../../map/live-status';
import { browserApiClient, browserSessionStore } from '../../../session/browser-session';
import { usePublicConfig } from '../../layout/public-config-provider';

/**
 * The bay's live stream (issue 15 item 3): every `changed` event (a booking or check-in of this
 * bay) makes the overview ask again after a short spread-out pause, so a burst costs one
 * refetch; so does every reconnect, for anything missed while away. The page's own SWR refresh
 * stays as the fallback when the stream cannot be held open.
 */
export function useBayLive(bayId: string, refetch: () => void): void {
  const { apiBaseUrl } = usePublicConfig();
  const latest = useRef(refetch);
  useEffect(() => {
    latest.current = refetch;
  }, [refetch]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const scheduleRefetch = () => {
      if (timer !== undefined) return;
      timer = setTimeout(() => {
        timer = undefined;
        latest.current();
      }, refetchDelay(Math.random()));
    };
    const session = browserSessionStore();
    const client = browserApiClient(apiBaseUrl);
    const stop = openEventStream({
      connect: async (signal) => {
        const { response } = await client.withoutRefresh.GET('/v1/concessionaires/bays/{bayId}/live', {
          params: { path: { bayId } },
          parseAs: 'stream',
          headers: { Accept: 'text/event-stream' },
          cache: 'no-store',
          signal,
        });
        return response;
      },
      parse: (name) => (name === 'changed' ? name : null),
      getToken: () => session.getToken(),
      refresh: () => client.refresh(),
      onEvent: scheduleRefetch,
      onOpen: scheduleRefetch,
      wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [bayId, apiBaseUrl]);
}
