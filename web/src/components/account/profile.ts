import type { ApiClient } from '../../http/api-client';
import type { Profile as ApiProfile } from '../../http/api-schema';
import { errorFromThrown, readApiError, type ApiError } from '../../http/api-error';
import type { SessionStore } from '../../session/session-store';
import { userFromApi, type SessionUser } from '../../session/session-user';

/** spec §3: the profile as read: the session user plus the phone number. */
export type Profile = SessionUser & { phone: string };

export type ProfileChanges = { firstName: string; lastName: string; phone: string };

const profileFromApi = (profile: ApiProfile): Profile => ({ ...userFromApi(profile), phone: profile.phone });

/** The SWR fetcher of the account page: throws when the profile cannot be read. */
export async function loadProfile(api: ApiClient): Promise<Profile> {
  const { data, response } = await api.GET('/v1/auth/profile');
  if (data === undefined) throw new Error(`profile answered ${response.status}`);
  return profileFromApi(data);
}

export type SaveOutcome = { ok: true; profile: Profile } | { ok: false; error: ApiError };

/** Saves the changes and keeps the session user (the navbar's name) in step with them. */
export async function saveProfile(
  api: ApiClient,
  store: SessionStore,
  changes: ProfileChanges,
): Promise<SaveOutcome> {
  try {
    const { data, error } = await api.PATCH('/v1/auth/profile', {
      body: { first_name: changes.firstName, last_name: changes.lastName, phone: changes.phone },
    });
    if (data === undefined) return { ok: false, error: readApiError(error, 'generic') };
    store.setUser(userFromApi(data));
    return { ok: true, profile: profileFromApi(data) };
  } catch (thrown) {
    return { ok: false, error: errorFromThrown(thrown) };
  }
}
