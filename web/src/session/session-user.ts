import type { Profile } from '../http/api-schema';

// spec §3: the client session keeps the user in camelCase; the API answers in snake_case.
export type SessionUser = {
  email: string;
  firstName: string;
  lastName: string;
  isSuperuser: boolean;
  isConcessionaire: boolean;
  isManager: boolean;
  isEmployee: boolean;
  language: string;
};

function field(source: object, key: string): unknown {
  return Reflect.get(source, key);
}

function text(source: object, key: string): string {
  const value = field(source, key);
  return typeof value === 'string' ? value : '';
}

function flag(source: object, key: string): boolean {
  return field(source, key) === true;
}

function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}

/** The user of a sign-in answer or a profile (snake_case). */
export function userFromApi(profile: Profile): SessionUser {
  return {
    email: profile.email,
    firstName: profile.first_name,
    lastName: profile.last_name,
    isSuperuser: profile.is_superuser,
    isConcessionaire: profile.is_concessionaire,
    isManager: profile.is_manager,
    isEmployee: profile.is_employee,
    language: profile.language,
  };
}

/** The user as stored under the `user` key (camelCase JSON), or null when unreadable. */
export function parseStoredUser(raw: string | null): SessionUser | null {
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isObject(parsed)) return null;
  return {
    email: text(parsed, 'email'),
    firstName: text(parsed, 'firstName'),
    lastName: text(parsed, 'lastName'),
    isSuperuser: flag(parsed, 'isSuperuser'),
    isConcessionaire: flag(parsed, 'isConcessionaire'),
    isManager: flag(parsed, 'isManager'),
    isEmployee: flag(parsed, 'isEmployee'),
    language: text(parsed, 'language'),
  };
}
