'use client';

import { useGuestCaller } from '../session/guest-caller';
import { useStoredSession } from './use-stored-session';

/**
 * Who calls, as a cache key: the walk-up guest's id inside a guest scope, else the account's
 * email, null for a visitor. SWR keys carry it so the next person on this browser never sees the
 * last one's data.
 */
export function useCallerKey(): string | null {
  const guest = useGuestCaller();
  const session = useStoredSession();
  if (guest !== null) return `guest:${guest.guestId}`;
  return session.signedIn ? session.user.email : null;
}
