import { readAccessToken, type ApiClient, type ApiPaths } from '../http/api-client';
import type { Language, SignInBody } from '../http/api-schema';
import { errorFromThrown, readApiError, type ApiError } from '../http/api-error';
import type { SessionStore } from './session-store';
import { userFromApi } from './session-user';
import { loadUser } from './start-session';

type PasswordChange = NonNullable<
  ApiPaths['/v1/auth/change-password']['post']['requestBody']
>['content']['application/json'];

// Each action resolves to the error the call reported, or null when it went through.

// spec §5: sign-in succeeds only when the answer carries `access`; otherwise login_failed.
export async function signIn(
  client: ApiClient,
  store: SessionStore,
  credentials: SignInBody,
): Promise<ApiError | null> {
  try {
    const { data, error } = await client.withoutRefresh.POST('/v1/auth/signin', { body: credentials });
    const access = readAccessToken(data);
    if (data === undefined || access === null) return readApiError(error, 'login_failed');
    store.signIn(access, userFromApi(data.user));
    return null;
  } catch (error) {
    return errorFromThrown(error);
  }
}

// spec §4: sign-out clears auth even when the server call fails.
export async function signOut(client: ApiClient, store: SessionStore): Promise<void> {
  try {
    await client.withoutRefresh.POST('/v1/auth/logout');
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
  passwords: PasswordChange,
): Promise<ApiError | null> {
  try {
    const { data, error } = await client.POST('/v1/auth/change-password', { body: passwords });
    const access = readAccessToken(data);
    if (access === null) return readApiError(error, 'password_update_failed');
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
  language: Language,
): Promise<void> {
  const user = store.getUser();
  if (store.getToken() === null || user === null) return;
  const { response } = await client.POST('/v1/auth/update-language', { body: { language } });
  if (response.ok) store.setUser({ ...user, language });
}

/**
 * After the server gave the user a new role (issue 27: an approved application makes them a
 * concessionaire): a new token, whose claims carry it, and the profile's flags, which the
 * back office's guard reads.
 */
export async function renewSession(client: ApiClient, store: SessionStore): Promise<void> {
  await client.refresh();
  await loadUser(store, client);
}
