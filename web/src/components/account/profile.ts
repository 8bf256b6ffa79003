import type { ApiClient } from '../../http/api-client';
import { errorFromThrown, readApiError, type ApiError } from '../../http/api-error';
import { AUTH_PATHS } from '../../session/auth-paths';
import type { SessionStore } from '../../session/session-store';
import { userFromApi, type SessionUser } from '../../session/session-user';

/** spec §3: the profile as read: the session user plus the phone number. */
export type Profile = SessionUser & { phone: string };

export type ProfileChanges = { firstName: string; lastName: string; phone: string };

function profileFromApi(body: unknown): Profile | null {
  const user = userFromApi(body);
  if (user === null || typeof body !== 'object' || body === null) return null;
  const phone: unknown = Reflect.get(body, 'phone');
  return { ...user, phone: typeof phone === 'string' ? phone : '' };
}

/** The SWR fetcher of the account page: throws when the profile cannot be read. */
export async function loadProfile(api: ApiClient): Promise<Profile> {
  const answer = await api.request(AUTH_PATHS.profile, { method: 'GET' });
  const profile = answer.ok ? profileFromApi(answer.body) : null;
  if (profile === null) throw new Error(`profile answered ${answer.status}`);
  return profile;
}

export type SaveOutcome = { ok: true; profile: Profile } | { ok: false; error: ApiError };

/** Saves the changes and keeps the session user (the navbar's name) in step with them. */
export async function saveProfile(
  api: ApiClient,
  store: SessionStore,
  changes: ProfileChanges,
): Promise<SaveOutcome> {
  try {
    const answer = await api.request(AUTH_PATHS.profile, {
      method: 'PATCH',
      json: { first_name: changes.firstName, last_name: changes.lastName, phone: changes.phone },
    });
    const profile = answer.ok ? profileFromApi(answer.body) : null;
    const user = answer.ok ? userFromApi(answer.body) : null;
    if (profile === null || user === null) return { ok: false, error: readApiError(answer.body, 'generic') };
    store.setUser(user);
    return { ok: true, profile };
  } catch (thrown) {
    return { ok: false, error: errorFromThrown(thrown) };
  }
}
