'use client';

import { useTranslations } from 'next-intl';
import { useEffect, type ReactNode } from 'react';
import { useHeldGuest } from '../../hooks/use-held-guest';
import { useStoredSession } from '../../hooks/use-stored-session';
import { useRouter } from '../../i18n/navigation';
import { signInPathHere } from '../../session/return-path';
import { GuestCallerScope } from '../../session/guest-caller';

type Props = {
  children: ReactNode;
  /** The booking pages also serve a walk-up guest paying from the QR flow (issue 14) with its token. */
  allowGuest?: boolean;
};

// Dashboard and booking pages need a session: without one, after start-up, the user is sent to
// sign in, and comes back to this very page (address and query) once signed in.
// This only spares the round trip; the BFF checks the token on every call for the data itself.
export function RequireSession({ children, allowGuest = false }: Props) {
  const t = useTranslations('SessionGuard');
  const session = useStoredSession();
  const { guest } = useHeldGuest();
  const router = useRouter();
  const guestKnown = !allowGuest || guest !== undefined;
  const asGuest = allowGuest && !session.signedIn && guest != null;
  const leave = session.isReady && guestKnown && !session.signedIn && !asGuest;
  useEffect(() => {
    if (leave) router.replace(signInPathHere(window.location));
  }, [leave, router]);
  if (asGuest && session.isReady)
    return <GuestCallerScope guest={guest ?? null}>{children}</GuestCallerScope>;
  if (!session.isReady || !session.signedIn) return <p role="status">{t('checking')}</p>;
  return children;
}
