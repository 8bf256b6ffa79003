'use client';

import { useMemo } from 'react';
import { usePublicConfig } from '../components/layout/public-config-provider';
import type { ApiClient } from '../http/api-client';
import { browserApiClient } from '../session/browser-session';
import { useGuestCaller } from '../session/guest-caller';

/**
 * The one API client, for the configured base. Safe to hold during render; it calls nothing then.
 * Inside a GuestCallerScope it sends the walk-up guest's token (no refresh) instead of the account's.
 */
export function useApiClient(): ApiClient {
  const { apiBaseUrl } = usePublicConfig();
  const guestToken = useGuestCaller()?.token ?? null;
  return useMemo(() => {
    const client = browserApiClient(apiBaseUrl);
    return guestToken === null ? client : client.withToken(guestToken);
  }, [apiBaseUrl, guestToken]);
}
