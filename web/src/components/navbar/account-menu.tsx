'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useId, useRef, useState } from 'react';
import { useApiClient } from '../../hooks/use-api-client';
import { useStoredSession } from '../../hooks/use-stored-session';
import { Link, useRouter } from '../../i18n/navigation';
import { browserSessionStore } from '../../session/browser-session';
import { signOut } from '../../session/session-actions';
import type { SessionUser } from '../../session/session-user';
import { SignInLink } from '../auth/sign-in-link';
import { usePublicConfig } from '../layout/public-config-provider';
import { useDismiss } from './use-dismiss';

function displayName(user: SessionUser): string {
  const name = `${user.firstName} ${user.lastName}`.trim();
  return name === '' ? user.email : name;
}

export function AccountMenu() {
  const t = useTranslations('AccountMenu');
  const session = useStoredSession();
  const { adminDashboardUrl } = usePublicConfig();
  const api = useApiClient();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, rootRef, toggleRef, close);

  // spec §4: sign-out clears the session even when the server call fails; then sign in again.
  async function endSession() {
    setOpen(false);
    await signOut(api, browserSessionStore());
    router.replace('/auth/signin');
  }

  if (!session.signedIn) {
    return <SignInLink className="button">{t('signIn')}</SignInLink>;
  }
  const { user } = session;
  return (
    <div className="menu" ref={rootRef}>
      <button
        ref={toggleRef}
        type="button"
        className="menu__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {t('label')}
      </button>
      <ul id={listId} className="menu__list" hidden={!open}>
        <li className="menu__note">{t('signedInAs', { name: displayName(user) })}</li>
        <li>
          <Link className="menu__item" href="/dashboard/bookings">
            {t('myBookings')}
          </Link>
        </li>
        <li>
          <Link className="menu__item" href="/dashboard/fleet">
            {t('myFleet')}
          </Link>
        </li>
        <li>
          <Link className="menu__item" href="/dashboard/account">
            {t('accountSettings')}
          </Link>
        </li>
        {user.isConcessionaire ? (
          <li>
            <Link className="menu__item" href="/concessionaires/bays">
              {t('myBays')}
            </Link>
          </li>
        ) : null}
        {user.isSuperuser && adminDashboardUrl !== null ? (
          <li>
            <a className="menu__item" href={adminDashboardUrl}>
              {t('adminDashboard')}
            </a>
          </li>
        ) : null}
        <li>
          <button type="button" className="menu__item" onClick={() => void endSession()}>
            {t('signOut')}
          </button>
        </li>
      </ul>
    </div>
  );
}
