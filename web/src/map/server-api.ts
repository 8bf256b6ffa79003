import { config } from '../config';
import { createApiClient, type ApiClient } from '../http/api-client';

// Server-side calls (bay pages, the embed's frame-ancestors) go through the same client as the
// browser's, as a visitor: no token, so no refresh, and public data only.
const SERVER_TIMEOUT_MS = 8_000;

let client: ApiClient | null = null;

export function serverApiClient(): ApiClient {
  client ??= createApiClient({
    apiBaseUrl: config.serverApiBaseUrl,
    fetch: (input, init) =>
      fetch(input, { ...init, cache: 'no-store', signal: AbortSignal.timeout(SERVER_TIMEOUT_MS) }),
    session: { getToken: () => null, setToken: () => undefined, clear: () => undefined },
    onRefreshFailed: () => undefined,
  });
  return client;
}
