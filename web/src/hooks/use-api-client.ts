'use client';

import { useMemo } from 'react';
import { usePublicConfig } from '../components/layout/public-config-provider';
import type { ApiClient } from '../http/api-client';
import { browserApiClient } from '../session/browser-session';

/** The one API client, for the configured base. Safe to hold during render; it calls nothing then. */
export function useApiClient(): ApiClient {
  const { apiBaseUrl } = usePublicConfig();
  return useMemo(() => browserApiClient(apiBaseUrl), [apiBaseUrl]);
}
