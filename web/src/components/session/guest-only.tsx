'use client';

import { useRouter as useLocaleRouter } from 'next/navigation';
import { useEffect, type ReactNode } from 'react';
import { useStoredSession } from '../../hooks/use-stored-session';
import { useRouter } from '../../i18n/navigation';
import { returnPathIn } from '../../session/return-path';
import { MAP_PAGE } from '../../site/public-pages';

// spec §2: a signed-in user opening sign-in, sign-up, QR sign-up, forgot, reset or verify is sent
// on to the map. Signing in on the sign-in page ends the same way, unless the page was opened with
// a safe `?next=` (the Book action, the session guard): then the user goes back there.
export const GUEST_REDIRECT = MAP_PAGE;

export function GuestOnly({ children }: { children: ReactNode }) {
  const session = useStoredSession();
  const router = useRouter();
  // `next` already holds its locale, so it goes through Next's own router, not the prefixing one.
  const plainRouter = useLocaleRouter();
  const leave = session.isReady && session.signedIn;
  useEffect(() => {
    if (!leave) return;
    const back = returnPathIn(window.location.search);
    if (back === null) router.replace(GUEST_REDIRECT);
    else plainRouter.replace(back);
  }, [leave, router, plainRouter]);
  return children;
}
