'use client';

import { useTranslations } from 'next-intl';
import { useEffect, type ReactNode } from 'react';
import { useStoredSession } from '../../hooks/use-stored-session';
import { useRouter } from '../../i18n/navigation';

// Dashboard pages need a session: without one, after start-up, the user is sent to sign in.
// This only spares the round trip; the BFF checks the token on every call for the data itself.
export function RequireSession({ children }: { children: ReactNode }) {
  const t = useTranslations('SessionGuard');
  const session = useStoredSession();
  const router = useRouter();
  const leave = session.isReady && !session.signedIn;
  useEffect(() => {
    if (leave) router.replace('/auth/signin');
  }, [leave, router]);
  if (!session.isReady || !session.signedIn) return <p role="status">{t('checking')}</p>;
  return children;
}
