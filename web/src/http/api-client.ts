// The one HTTP client of the web app (CONVENTIONS). spec §7: every call goes to the configured
// API base, sends cookies and JSON, and carries the bearer token when one is held. spec §4: a 401
// to a request sent with a token is answered by one token refresh and one retry; concurrent
// requests share the single refresh in flight, and when it fails auth is cleared, every waiting
// request fails with "Refresh failed" and the user is sent to sign in.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type ApiRequestInit = {
  method: HttpMethod;
  json?: unknown;
  /** false for calls that handle a 401 themselves (start-up verify, sign-in, sign-out). */
  refreshOn401?: boolean;
};

export type ApiResponse = { status: number; ok: boolean; body: unknown };

/** What the client needs of the session: the token it sends, stores and clears. */
export type TokenHolder = {
  getToken(): string | null;
  setToken(token: string): void;
  clear(): void;
};

export type ApiClient = {
  request(path: string, init: ApiRequestInit): Promise<ApiResponse>;
  /** One silent refresh, shared with any in flight; rejects with RefreshFailedError. */
  refresh(): Promise<string>;
};

export type ShareRefresh = (refresh: () => Promise<string>) => () => Promise<string>;

export type ApiClientDeps = {
  apiBaseUrl: string;
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  session: TokenHolder;
  onRefreshFailed: () => void;
  /** How concurrent refreshes are coordinated; the single-flight guard unless a test swaps it. */
  shareRefresh?: ShareRefresh;
};

export const REFRESH_PATH = '/v1/auth/refresh';
export const REFRESH_FAILED = 'Refresh failed';

export class RefreshFailedError extends Error {
  constructor() {
    super(REFRESH_FAILED);
    this.name = 'RefreshFailedError';
  }
}

/** Callers of the returned function share one run of `run` while it is in flight. */
export function singleFlight<T>(run: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | null = null;
  return () => {
    inFlight ??= run().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}

/** The `access` field of an answer (refresh, sign-in, password change), or null. */
export function readAccessToken(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const access: unknown = Reflect.get(body, 'access');
  return typeof access === 'string' && access !== '' ? access : null;
}

export function createApiClient(deps: ApiClientDeps): ApiClient {
  const { apiBaseUrl, session } = deps;
  const shareRefresh = deps.shareRefresh ?? singleFlight;

  async function send(path: string, init: ApiRequestInit, token: string | null): Promise<ApiResponse> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (init.json !== undefined) headers['Content-Type'] = 'application/json';
    if (token !== null) headers.Authorization = `Bearer ${token}`;
    const response = await deps.fetch(`${apiBaseUrl}${path}`, {
      method: init.method,
      headers,
      credentials: 'include',
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    });
    let body: unknown = null;
    try {
      body = await response.json();
    } catch {
      // 202, 204 and some errors have no JSON body; callers decide on the status.
    }
    return { status: response.status, ok: response.ok, body };
  }

  async function fetchAccess(): Promise<string | null> {
    try {
      const response = await send(REFRESH_PATH, { method: 'POST' }, null);
      return response.ok ? readAccessToken(response.body) : null;
    } catch {
      return null;
    }
  }

  const refresh = shareRefresh(async () => {
    const access = await fetchAccess();
    if (access === null) {
      session.clear();
      throw new RefreshFailedError();
    }
    session.setToken(access);
    return access;
  });

  // Everyone waiting on one failed refresh fails, but the user is sent to sign in once.
  const reported = new WeakSet<Promise<string>>();

  async function refreshForRequest(): Promise<string> {
    const flight = refresh();
    try {
      return await flight;
    } catch {
      if (!reported.has(flight)) {
        reported.add(flight);
        deps.onRefreshFailed();
      }
      throw new RefreshFailedError();
    }
  }

  async function request(path: string, init: ApiRequestInit): Promise<ApiResponse> {
    const sentWith = session.getToken();
    const first = await send(path, init, sentWith);
    if (first.status !== 401 || sentWith === null || init.refreshOn401 === false) return first;
    const current = session.getToken();
    // Signed out meanwhile: no token is held any more, so there is nothing to refresh.
    if (current === null) return first;
    // Another request already refreshed while this one was on the wire: retry with its token.
    const token = current !== sentWith ? current : await refreshForRequest();
    return send(path, init, token);
  }

  return { request, refresh };
}
