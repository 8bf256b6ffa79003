'use client';

import { useRouter as useLocaleRouter } from 'next/navigation';
import { useEffect, type ReactNode } from 'react';
import { useStoredSession } from '../../hooks/use-stored-session';
import { useRouter } from '../../i18n/navigation';
import { returnPathIn } from '../../session/return-path';
import type { SessionUser } from '../../session/session-user';
import { MAP_PAGE } from '../../site/public-pages';

// spec §2: a signed-in user opening sign-in, sign-up, QR sign-up, forgot, reset or verify is sent
// on to the map; a concessionaire's staff to their bays instead (issue 28 item 8), where their
// work is. Signing in on the sign-in page ends the same way, unless the page was opened with a
// safe `?next=` (the Book action, the session guard): then the user goes back there.
export const STAFF_HOME = '/concessionaires/bays';

export function signedInHome(user: SessionUser): string {
  return user.isConcessionaire ? STAFF_HOME : MAP_PAGE;
}

export function GuestOnly({ children }: { children: ReactNode }) {
  const session = useStoredSession();
  const router = useRouter();
  // `next` already holds its locale, so it goes through Next's own router, not the prefixing one.
  const plainRouter = useLocaleRouter();
  const home = session.isReady && session.signedIn ? signedInHome(session.user) : null;
  useEffect(() => {
    if (home === null) return;
    const back = returnPathIn(window.location.search);
    if (back === null) router.replace(home);
    else plainRouter.replace(back);
  }, [home, router, plainRouter]);
  return children;
}
