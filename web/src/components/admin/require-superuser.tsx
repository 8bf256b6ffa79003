'use client';

import { useTranslations } from 'next-intl';
import { useEffect, type ReactNode } from 'react';
import { useStoredSession } from '../../hooks/use-stored-session';
import { Link, useRouter } from '../../i18n/navigation';
import { signInPathHere } from '../../session/return-path';
import { adminAccess } from './admin-access';

// The admin console's guard: a visitor signs in and comes back to this very page; a signed-in
// user who is not a superuser gets the 403 page in their language, and no console around it.
export function RequireSuperuser({ children }: { children: ReactNode }) {
  const t = useTranslations('AdminConsole');
  const session = useStoredSession();
  const router = useRouter();
  const access = adminAccess(session);
  useEffect(() => {
    if (access === 'sign_in') router.replace(signInPathHere(window.location));
  }, [access, router]);
  if (access === 'admin') return children;
  if (access === 'forbidden')
    return (
      <div className="admin-refusal" data-status="403">
        <p className="admin-refusal__code">403</p>
        <h1>{t('forbiddenTitle')}</h1>
        <p>{t('forbiddenText')}</p>
        <Link className="button" href="/map">
          {t('toMap')}
        </Link>
      </div>
    );
  return <p role="status">{t('checking')}</p>;
}
