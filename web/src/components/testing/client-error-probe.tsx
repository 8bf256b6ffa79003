'use client';

import { useEffect, useState } from 'react';
import { CLIENT_ERROR_PROBE_MESSAGE } from '../../site/testing-pages';

// Throws on its first render after hydration: an error of the browser, not of the server.
export function ClientErrorProbe() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (hydrated) throw new Error(CLIENT_ERROR_PROBE_MESSAGE);
  return null;
}
