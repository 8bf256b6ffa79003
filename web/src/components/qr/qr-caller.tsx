'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { useHeldGuest } from '../../hooks/use-held-guest';
import { useStoredSession } from '../../hooks/use-stored-session';
import type { GuestSession } from '../../http/api-schema';
import type { HeldGuest } from '../../qr/guest-session';
import { GuestCallerScope } from '../../session/guest-caller';

// Who goes through the QR walk-up (issue 14): a signed-in boater with the account session, a
// guest with the token from personal details, or nobody yet (the start page offers the ways in).
// The account wins when both are held. Inside, `useApiClient` sends the guest's token for a guest.

export type QrCaller =
  | { kind: 'checking' }
  | { kind: 'none' }
  | { kind: 'account'; email: string }
  | { kind: 'guest'; guest: HeldGuest };

type QrCallerValue = {
  caller: QrCaller;
  keepGuest: (session: GuestSession, email: string) => HeldGuest | null;
  dropGuest: () => void;
};

const QrCallerContext = createContext<QrCallerValue>({
  caller: { kind: 'checking' },
  keepGuest: () => null,
  dropGuest: () => undefined,
});

export function QrCallerProvider({ children }: { children: ReactNode }) {
  const session = useStoredSession();
  const held = useHeldGuest();
  const caller: QrCaller =
    !session.isReady || held.guest === undefined
      ? { kind: 'checking' }
      : session.signedIn
        ? { kind: 'account', email: session.user.email }
        : held.guest !== null
          ? { kind: 'guest', guest: held.guest }
          : { kind: 'none' };
  return (
    <QrCallerContext.Provider value={{ caller, keepGuest: held.keep, dropGuest: held.drop }}>
      <GuestCallerScope guest={caller.kind === 'guest' ? caller.guest : null}>{children}</GuestCallerScope>
    </QrCallerContext.Provider>
  );
}

export function useQrCaller(): QrCallerValue {
  return useContext(QrCallerContext);
}

/** A 401 to a guest's call: the guest token's 30 minutes are over (there is no refresh). */
export function guestTimeIsUp(caller: QrCaller, code: string | undefined): boolean {
  return caller.kind === 'guest' && code === 'unauthenticated';
}
