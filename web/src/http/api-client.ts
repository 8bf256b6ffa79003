import { ACCESS_TOKEN_KEY } from '../hooks/use-stored-session';

// The one HTTP client of the web app (CONVENTIONS). spec §7: every call goes to the configured
// API base, sends cookies and JSON, and carries the bearer token when one is held. Token refresh
// on 401 arrives with the session issue and belongs here too.
export type ApiResponse = { status: number; body: unknown };

export async function apiRequest(
  apiBaseUrl: string,
  path: string,
  init: { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; json?: unknown },
): Promise<ApiResponse> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (init.json !== undefined) headers['Content-Type'] = 'application/json';
  const token = typeof window === 'undefined' ? null : window.localStorage.getItem(ACCESS_TOKEN_KEY);
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${apiBaseUrl}${path}`, {
    method: init.method,
    headers,
    credentials: 'include',
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // 202 and some errors have no JSON body; callers decide on the status.
  }
  return { status: response.status, body };
}
