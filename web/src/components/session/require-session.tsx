'use client';

import { useTranslations } from 'next-intl';
import { useEffect, type ReactNode } from 'react';
import { useStoredSession } from '../../hooks/use-stored-session';
import { useRouter } from '../../i18n/navigation';
import { signInPathHere } from '../../session/return-path';

// Dashboard and booking pages need a session: without one, after start-up, the user is sent to
// sign in, and comes back to this very page (address and query) once signed in.
// This only spares the round trip; the BFF checks the token on every call for the data itself.
export function RequireSession({ children }: { children: ReactNode }) {
  const t = useTranslations('SessionGuard');
  const session = useStoredSession();
  const router = useRouter();
  const leave = session.isReady && !session.signedIn;
  useEffect(() => {
    if (leave) router.replace(signInPathHere(window.location));
  }, [leave, router]);
  if (!session.isReady || !session.signedIn) return <p role="status">{t('checking')}</p>;
  return children;
}
