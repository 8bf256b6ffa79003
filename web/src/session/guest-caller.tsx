'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { HeldGuest } from '../qr/guest-session';

// Inside the QR walk-up (and its payment return pages) a guest without an account calls with the
// guest token it was given (issue 14). This scope tells `useApiClient` to send that token instead
// of the account's; everywhere else there is no guest and nothing changes.

const GuestCallerContext = createContext<HeldGuest | null>(null);

export function GuestCallerScope({ guest, children }: { guest: HeldGuest | null; children: ReactNode }) {
  return <GuestCallerContext.Provider value={guest}>{children}</GuestCallerContext.Provider>;
}

export function useGuestCaller(): HeldGuest | null {
  return useContext(GuestCallerContext);
}
