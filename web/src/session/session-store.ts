import { parseStoredUser, type SessionUser } from './session-user';

// spec §3, §9: the client session is persisted in local storage under these two keys.
export const ACCESS_TOKEN_KEY = 'access_token';
export const USER_KEY = 'user';

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** spec §3: accessToken, user and isReady. Signed in means a token and a user are held. */
export type ClientSession = { isReady: boolean } & (
  { signedIn: false } | { signedIn: true; accessToken: string; user: SessionUser }
);

export type SessionStore = {
  getToken(): string | null;
  setToken(token: string): void;
  getUser(): SessionUser | null;
  setUser(user: SessionUser): void;
  signIn(token: string, user: SessionUser): void;
  clear(): void;
  markReady(): void;
  snapshot(): ClientSession;
  subscribe(listener: () => void): () => void;
  /** Tells subscribers that the storage changed underneath (another tab). */
  notify(): void;
};

export function readSession(token: string | null, rawUser: string | null, isReady: boolean): ClientSession {
  const user = parseStoredUser(rawUser);
  if (!token || user === null) return { isReady, signedIn: false };
  return { isReady, signedIn: true, accessToken: token, user };
}

/** `onClear`: what else goes with the stored session when it is cleared (the browser's session hint). */
export function createSessionStore(
  storage: StorageLike,
  onClear: () => void = () => undefined,
): SessionStore {
  const listeners = new Set<() => void>();
  let isReady = false;
  // Snapshots must stay the same object until something changes (useSyncExternalStore).
  let cachedKey: string | null = null;
  let cached: ClientSession = { isReady, signedIn: false };

  const notify = () => {
    for (const listener of [...listeners]) listener();
  };

  return {
    getToken: () => storage.getItem(ACCESS_TOKEN_KEY) || null,
    setToken(token) {
      storage.setItem(ACCESS_TOKEN_KEY, token);
      notify();
    },
    getUser: () => parseStoredUser(storage.getItem(USER_KEY)),
    setUser(user) {
      storage.setItem(USER_KEY, JSON.stringify(user));
      notify();
    },
    signIn(token, user) {
      storage.setItem(ACCESS_TOKEN_KEY, token);
      storage.setItem(USER_KEY, JSON.stringify(user));
      notify();
    },
    clear() {
      storage.removeItem(ACCESS_TOKEN_KEY);
      storage.removeItem(USER_KEY);
      onClear();
      notify();
    },
    markReady() {
      isReady = true;
      notify();
    },
    snapshot() {
      const token = storage.getItem(ACCESS_TOKEN_KEY);
      const rawUser = storage.getItem(USER_KEY);
      const key = `${isReady}\u0000${token ?? ''}\u0000${rawUser ?? ''}`;
      if (key !== cachedKey) {
        cachedKey = key;
        cached = readSession(token, rawUser, isReady);
      }
      return cached;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    notify,
  };
}
