'use client';

import { useEffect, useRef, useState } from 'react';
import { usePublicConfig } from '../layout/public-config-provider';
import { browserApiClient, browserSessionStore } from '../../session/browser-session';
import { applyStatusEvent, type LiveChanges } from '../../map/live-status';
import { openLiveStream } from '../../map/live-stream';

const NONE: LiveChanges = new Map();
/** Several changes in a burst (a whole booking flow) make one refetch. */
const REFETCH_AFTER_MS = 300;

/**
 * Live buoy changes for a signed-in user (issue 5 item 8): the map stream's events, plus a
 * refetch of the map's answers soon after each burst, which are exact for the chosen stay.
 */
export function useLiveChanges(signedIn: boolean, refetch: () => void): LiveChanges {
  const { apiBaseUrl } = usePublicConfig();
  const [changes, setChanges] = useState<LiveChanges>(NONE);
  const refetchRef = useRef(refetch);
  useEffect(() => {
    refetchRef.current = refetch;
  }, [refetch]);

  useEffect(() => {
    if (!signedIn) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const scheduleRefetch = () => {
      clearTimeout(timer);
      timer = setTimeout(() => refetchRef.current(), REFETCH_AFTER_MS);
    };
    const session = browserSessionStore();
    const client = browserApiClient(apiBaseUrl);
    const stop = openLiveStream({
      apiBaseUrl,
      fetch: (input, init) => window.fetch(input, init),
      getToken: () => session.getToken(),
      refresh: () => client.refresh(),
      onEvent: (event) => {
        setChanges((current) => applyStatusEvent(current, event, Date.now()));
        scheduleRefetch();
      },
      // Anything missed while disconnected shows after a refetch.
      onOpen: scheduleRefetch,
      wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    });
    return () => {
      stop();
      clearTimeout(timer);
      setChanges(NONE);
    };
  }, [signedIn, apiBaseUrl]);

  return signedIn ? changes : NONE;
}
