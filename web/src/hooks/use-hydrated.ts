'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/** False on the server and while hydrating, true once React runs the page in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
