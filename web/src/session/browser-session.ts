import { createApiClient, type ApiClient, type TokenHolder } from '../http/api-client';
import { LOCALES, localePath } from '../i18n/locales';
import { signInPathHere } from './return-path';
import { cookieSessionHint, type SessionHint } from './session-hint';
import { startSession } from './start-session';
import { ACCESS_TOKEN_KEY, createSessionStore, USER_KEY, type SessionStore } from './session-store';

// The browser's one session: a store over window.localStorage and the API client bound to it.
// Only client code calls these, and only after hydration (effects, event handlers).

let store: SessionStore | null = null;
let hint: SessionHint | null = null;

function browserSessionHint(): SessionHint {
  hint ??= cookieSessionHint(document);
  return hint;
}
const clients = new Map<string, ApiClient>();
let started: Promise<void> | null = null;

export function browserSessionStore(): SessionStore {
  if (store === null) {
    // Signing out here (or a failed refresh) also forgets the hint, so no refresh is asked for
    // until the next sign-in even when the server's sign-out call failed.
    const created = createSessionStore(window.localStorage, () => browserSessionHint().forget());
    // Another tab signed in or out: the same storage changed underneath this one.
    window.addEventListener('storage', (event) => {
      if (event.key === null || event.key === ACCESS_TOKEN_KEY || event.key === USER_KEY) created.notify();
    });
    store = created;
  }
  return store;
}

function documentLocale() {
  const tag = document.documentElement.lang;
  return LOCALES.find((locale) => locale.isoTag === tag)?.code ?? 'en';
}

// spec §2, §4: a failed session refresh sends the user to /{locale}/auth/signin, and signing in
// again brings them back to the page they were on (issue 17).
function goToSignIn(): void {
  window.location.assign(localePath(documentLocale(), signInPathHere(window.location)));
}

// The store is reached only when a call is made, so a client may be made (and held) during render.
const browserTokens: TokenHolder = {
  getToken: () => browserSessionStore().getToken(),
  setToken: (token) => browserSessionStore().setToken(token),
  clear: () => browserSessionStore().clear(),
};

export function browserApiClient(apiBaseUrl: string): ApiClient {
  let client = clients.get(apiBaseUrl);
  if (client === undefined) {
    client = createApiClient({
      apiBaseUrl,
      fetch: (input, init) => window.fetch(input, init),
      session: browserTokens,
      onRefreshFailed: goToSignIn,
    });
    clients.set(apiBaseUrl, client);
  }
  return client;
}

/** Runs the start-up check once per page load, however often it is asked for. */
export function startBrowserSession(apiBaseUrl: string): Promise<void> {
  started ??= startSession(
    browserSessionStore(),
    browserApiClient(apiBaseUrl),
    browserSessionHint(),
    () => new Date(),
  );
  return started;
}
