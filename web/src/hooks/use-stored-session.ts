'use client';

import { useSyncExternalStore } from 'react';
import { browserSessionStore } from '../session/browser-session';
import type { ClientSession } from '../session/session-store';

const SERVER_SESSION: ClientSession = { isReady: false, signedIn: false };

const subscribe = (onChange: () => void) => browserSessionStore().subscribe(onChange);
const getSnapshot = () => browserSessionStore().snapshot();
// The server cannot see localStorage: render signed out and not ready, correct after hydration.
const getServerSnapshot = () => SERVER_SESSION;

/** spec §3: the client session (accessToken, user, isReady), re-rendered when it changes. */
export function useStoredSession(): ClientSession {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
