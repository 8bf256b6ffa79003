import type { GuestSession } from '../http/api-schema';
import type { StorageLike } from '../session/session-store';

// The walk-up guest's token (issue 14): 30 minutes, no refresh, and not an account session, so it
// lives in sessionStorage under its own key, never in the account's `access_token` / `user`
// (spec §3 keeps those for the account). It goes when the tab closes or its time is up.

export const GUEST_SESSION_KEY = 'moorline_qr_guest';

export type HeldGuest = { token: string; guestId: string; expiresAt: number; email: string };

function isHeldGuest(value: unknown): value is HeldGuest {
  if (typeof value !== 'object' || value === null) return false;
  const field = (key: string) => Reflect.get(value, key);
  return (
    typeof field('token') === 'string' &&
    typeof field('guestId') === 'string' &&
    typeof field('expiresAt') === 'number' &&
    typeof field('email') === 'string'
  );
}

/** The guest session still good at `now`, else null (an expired one is dropped). */
export function readGuest(storage: StorageLike, now: number): HeldGuest | null {
  const raw = storage.getItem(GUEST_SESSION_KEY);
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  if (isHeldGuest(parsed) && parsed.expiresAt > now) return parsed;
  storage.removeItem(GUEST_SESSION_KEY);
  return null;
}

export function keepGuest(storage: StorageLike, session: GuestSession, email: string): HeldGuest {
  const held: HeldGuest = {
    token: session.access,
    guestId: session.guest_id,
    expiresAt: Date.parse(session.expires_at),
    email,
  };
  storage.setItem(GUEST_SESSION_KEY, JSON.stringify(held));
  return held;
}

export function dropGuest(storage: StorageLike): void {
  storage.removeItem(GUEST_SESSION_KEY);
}

/** The tab's sessionStorage, or null where the browser refuses it (then no guest flow). */
export function tabStorage(): StorageLike | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
