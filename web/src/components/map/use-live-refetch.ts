'use client';

import { useEffect, useRef } from 'react';
import { usePublicConfig } from '../layout/public-config-provider';
import { browserApiClient, browserSessionStore } from '../../session/browser-session';
import { refetchDelay } from '../../map/live-status';
import { openLiveStream } from '../../map/live-stream';
import type { MapUpdate } from '../../http/api-schema';

/**
 * Live buoy changes for a signed-in user (issue 5 item 8): the map stream stays open, and every
 * change that `touchesMap` says may alter what is on screen makes the map ask again soon, as do
 * reconnects (anything missed while away).
 */
export function useLiveRefetch(
  signedIn: boolean,
  refetch: () => void,
  touchesMap: (event: MapUpdate) => boolean,
): void {
  const { apiBaseUrl } = usePublicConfig();
  // The latest callbacks, so a new stay or viewport does not reopen the stream.
  const latest = useRef({ refetch, touchesMap });
  useEffect(() => {
    latest.current = { refetch, touchesMap };
  }, [refetch, touchesMap]);

  useEffect(() => {
    if (!signedIn) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const scheduleRefetch = () => {
      if (timer !== undefined) return;
      timer = setTimeout(() => {
        timer = undefined;
        latest.current.refetch();
      }, refetchDelay(Math.random()));
    };
    const session = browserSessionStore();
    const client = browserApiClient(apiBaseUrl);
    const stop = openLiveStream({
      api: client.withoutRefresh,
      getToken: () => session.getToken(),
      refresh: () => client.refresh(),
      onEvent: (event) => {
        if (latest.current.touchesMap(event)) scheduleRefetch();
      },
      onOpen: scheduleRefetch,
      wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [signedIn, apiBaseUrl]);
}
