'use client';

import { useEffect, type ReactNode } from 'react';
import { useStoredSession } from '../../hooks/use-stored-session';
import { useRouter } from '../../i18n/navigation';
import { MAP_PAGE } from '../../site/public-pages';

// spec §2: a signed-in user opening sign-in, sign-up, QR sign-up, forgot, reset or verify is sent
// on to the map. Signing in on the sign-in page ends the same way.
export const GUEST_REDIRECT = MAP_PAGE;

export function GuestOnly({ children }: { children: ReactNode }) {
  const session = useStoredSession();
  const router = useRouter();
  const leave = session.isReady && session.signedIn;
  useEffect(() => {
    if (leave) router.replace(GUEST_REDIRECT);
  }, [leave, router]);
  return children;
}
