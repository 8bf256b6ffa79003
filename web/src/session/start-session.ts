import type { ApiClient } from '../http/api-client';
import type { SessionHint } from './session-hint';
import type { SessionStore } from './session-store';
import { accessTokenExpired } from './token-expiry';
import { userFromApi } from './session-user';

async function heldTokenIsValid(store: SessionStore, client: ApiClient, now: Date): Promise<boolean> {
  const token = store.getToken();
  if (token === null || accessTokenExpired(token, now)) return false;
  try {
    const { response } = await client.withoutRefresh.GET('/v1/auth/verify');
    return response.ok;
  } catch {
    return false;
  }
}

/** The user as the profile says now, into the store. */
export async function loadUser(store: SessionStore, client: ApiClient): Promise<void> {
  const { data, response } = await client.withoutRefresh.GET('/v1/auth/profile');
  if (data === undefined) throw new Error(`profile answered ${response.status}`);
  store.setUser(userFromApi(data));
}

// spec §4: at start, a held token that verifies means authenticated; otherwise one silent refresh
// is tried (the refresh cookie may outlive the token), and when that fails auth is cleared.
// Either way the session is ready afterwards. No navigation here: a visitor stays on the page.
// The refresh is asked for only with the session hint (issue 17): without it the refresh cookie
// is gone too, and the call could only fail, on every page a visitor opens.
export async function startSession(
  store: SessionStore,
  client: ApiClient,
  hint: Pick<SessionHint, 'present'>,
  now: () => Date,
): Promise<void> {
  try {
    if (await heldTokenIsValid(store, client, now())) {
      if (store.getUser() === null) await loadUser(store, client);
    } else if (!hint.present()) {
      store.clear();
    } else {
      await client.refresh();
      // The stored user may be missing or stale once the token came from the cookie alone.
      await loadUser(store, client);
    }
  } catch {
    store.clear();
  }
  store.markReady();
}
