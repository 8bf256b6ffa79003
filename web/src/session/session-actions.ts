import { readAccessToken, type ApiClient } from '../http/api-client';
import { errorFromThrown, readApiError, type ApiError } from '../http/api-error';
import { AUTH_PATHS } from './auth-paths';
import type { SessionStore } from './session-store';
import { userFromApi } from './session-user';

// Each action resolves to the error the call reported, or null when it went through.

// spec §5: sign-in succeeds only when the answer carries `access`; otherwise login_failed.
export async function signIn(
  client: ApiClient,
  store: SessionStore,
  credentials: { email: string; password: string },
): Promise<ApiError | null> {
  try {
    const answer = await client.request(AUTH_PATHS.signin, {
      method: 'POST',
      json: credentials,
      refreshOn401: false,
    });
    const access = answer.ok ? readAccessToken(answer.body) : null;
    const user =
      typeof answer.body === 'object' && answer.body !== null
        ? userFromApi(Reflect.get(answer.body, 'user'))
        : null;
    if (access === null || user === null) {
      return readApiError(answer.ok ? null : answer.body, 'login_failed');
    }
    store.signIn(access, user);
    return null;
  } catch (error) {
    return errorFromThrown(error);
  }
}

// spec §4: sign-out clears auth even when the server call fails.
export async function signOut(client: ApiClient, store: SessionStore): Promise<void> {
  try {
    await client.request(AUTH_PATHS.logout, { method: 'POST', refreshOn401: false });
  } catch {
    // The refresh cookie may outlive this; the local session ends regardless.
  } finally {
    store.clear();
  }
}

// A password change revokes every other session and answers with a new access token.
export async function changePassword(
  client: ApiClient,
  store: SessionStore,
  passwords: { current_password: string; new_password: string; new_password2: string },
): Promise<ApiError | null> {
  try {
    const answer = await client.request(AUTH_PATHS.changePassword, { method: 'POST', json: passwords });
    const access = answer.ok ? readAccessToken(answer.body) : null;
    if (access === null) return readApiError(answer.body, 'password_update_failed');
    store.setToken(access);
    return null;
  } catch (error) {
    return errorFromThrown(error);
  }
}

// The language switch tells the server for signed-in users, so emails follow the choice.
export async function updateLanguage(
  client: ApiClient,
  store: SessionStore,
  language: string,
): Promise<void> {
  const user = store.getUser();
  if (store.getToken() === null || user === null) return;
  const answer = await client.request(AUTH_PATHS.updateLanguage, { method: 'POST', json: { language } });
  if (answer.ok) store.setUser({ ...user, language });
}
