import { createApiClient, type ApiClient } from '../http/api-client';
import { memoryStorage } from './memory-storage';
import { createSessionStore, type SessionStore } from './session-store';

type Route = (init: RequestInit, token: string | null) => Response | Promise<Response>;

export function jsonResponse(status: number, body?: unknown): Response {
  return body === undefined
    ? new Response(null, { status })
    : new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export const PROFILE = {
  email: 'ana@example.com',
  first_name: 'Ana',
  last_name: 'Novak',
  phone: '',
  is_superuser: false,
  is_concessionaire: false,
  is_manager: false,
  is_employee: false,
  language: 'hr',
};

/** A session store over memory and the real API client over a fake BFF made of `routes`. */
export function sessionOverFakeBff(
  routes: Record<string, Route>,
  initial: Record<string, string> = {},
): { store: SessionStore; client: ApiClient; calls: string[]; signInPrompts: { count: number } } {
  const calls: string[] = [];
  const signInPrompts = { count: 0 };
  const store = createSessionStore(memoryStorage(initial));
  const client = createApiClient({
    apiBaseUrl: 'http://bff.test/api',
    session: store,
    onRefreshFailed: () => {
      signInPrompts.count += 1;
    },
    fetch: async (url, init) => {
      const path = url.replace('http://bff.test/api', '');
      calls.push(`${init.method ?? 'GET'} ${path}`);
      const token = new Headers(init.headers).get('Authorization')?.replace('Bearer ', '') ?? null;
      const route = routes[path];
      if (route === undefined) throw new Error(`no fake route for ${path}`);
      return route(init, token);
    },
  });
  return { store, client, calls, signInPrompts };
}
