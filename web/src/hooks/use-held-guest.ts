'use client';

import { useCallback, useEffect, useState } from 'react';
import { dropGuest, keepGuest, readGuest, tabStorage, type HeldGuest } from '../qr/guest-session';
import type { GuestSession } from '../http/api-schema';

/**
 * The walk-up guest session held in this tab, read after hydration (sessionStorage exists only in
 * the browser): `undefined` until read, then the guest or null.
 */
export function useHeldGuest() {
  const [guest, setGuest] = useState<HeldGuest | null | undefined>(undefined);
  useEffect(() => {
    const storage = tabStorage();
    setGuest(storage === null ? null : readGuest(storage, Date.now()));
  }, []);
  const keep = useCallback((session: GuestSession, email: string) => {
    const storage = tabStorage();
    if (storage === null) return null;
    const held = keepGuest(storage, session, email);
    setGuest(held);
    return held;
  }, []);
  const drop = useCallback(() => {
    const storage = tabStorage();
    if (storage !== null) dropGuest(storage);
    setGuest(null);
  }, []);
  return { guest, keep, drop };
}
