'use client';

import { useEffect } from 'react';
import { startBrowserSession } from '../../session/browser-session';
import { usePublicConfig } from '../layout/public-config-provider';

// spec §4: the session is checked once per page load; until then it is not ready.
export function SessionStarter() {
  const { apiBaseUrl } = usePublicConfig();
  useEffect(() => {
    void startBrowserSession(apiBaseUrl);
  }, [apiBaseUrl]);
  return null;
}
