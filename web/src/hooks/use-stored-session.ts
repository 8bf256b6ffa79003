'use client';

import { useSyncExternalStore } from 'react';

// spec §3: the client session lives in localStorage under access_token and user. The full
// session client (verify, refresh, sign-out) comes later; the navbar only needs to read it.
export const ACCESS_TOKEN_KEY = 'access_token';
export const USER_KEY = 'user';

export type StoredUser = {
  email: string;
  firstName: string;
  lastName: string;
  isSuperuser: boolean;
  isConcessionaire: boolean;
};

export type StoredSession = { signedIn: false } | { signedIn: true; user: StoredUser };

const SIGNED_OUT: StoredSession = { signedIn: false };

function readBoolean(value: unknown): boolean {
  return value === true;
}

function readString(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export function parseStoredSession(token: string | null, rawUser: string | null): StoredSession {
  if (!token || !rawUser) return SIGNED_OUT;
  try {
    const user: unknown = JSON.parse(rawUser);
    if (typeof user !== 'object' || user === null) return SIGNED_OUT;
    const get = (key: string): unknown => Reflect.get(user, key);
    return {
      signedIn: true,
      user: {
        email: readString(get('email')),
        firstName: readString(get('firstName')),
        lastName: readString(get('lastName')),
        isSuperuser: readBoolean(get('isSuperuser')),
        isConcessionaire: readBoolean(get('isConcessionaire')),
      },
    };
  } catch {
    return SIGNED_OUT;
  }
}

// Snapshots must be stable between calls, so cache by the raw strings they come from.
let cachedKey = '';
let cachedSession: StoredSession = SIGNED_OUT;

function getSnapshot(): StoredSession {
  const token = window.localStorage.getItem(ACCESS_TOKEN_KEY);
  const rawUser = window.localStorage.getItem(USER_KEY);
  const key = `${token ?? ''}\u0000${rawUser ?? ''}`;
  if (key !== cachedKey) {
    cachedKey = key;
    cachedSession = parseStoredSession(token, rawUser);
  }
  return cachedSession;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

export function useStoredSession(): StoredSession {
  // The server cannot see localStorage: render signed out there and correct after hydration.
  return useSyncExternalStore(subscribe, getSnapshot, () => SIGNED_OUT);
}
