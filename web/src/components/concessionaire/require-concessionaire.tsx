'use client';

import { useTranslations } from 'next-intl';
import { useEffect, type ReactNode } from 'react';
import { useStoredSession } from '../../hooks/use-stored-session';
import { Link, useRouter } from '../../i18n/navigation';
import { signInPathHere } from '../../session/return-path';
import { concessionaireAccess } from './concessionaire-access';

// The concessionaire guard (spec §6): a visitor signs in and comes back to this very page; a
// boater is told plainly that the back office belongs to bay operators, with the way back to
// their own pages. The server refuses them anyway (401, 403).
export function RequireConcessionaire({ children }: { children: ReactNode }) {
  const t = useTranslations('ConcessionaireLayout');
  const session = useStoredSession();
  const router = useRouter();
  const access = concessionaireAccess(session);
  useEffect(() => {
    if (access === 'sign_in') router.replace(signInPathHere(window.location));
  }, [access, router]);
  if (access === 'staff') return children;
  if (access === 'not_staff')
    return (
      <div className="backoffice-refusal">
        <h1>{t('notStaffTitle')}</h1>
        <div className="alert alert--info" role="alert">
          <p>{t('notStaffText')}</p>
        </div>
        <div className="button-row">
          <Link className="button" href="/dashboard/bookings">
            {t('toMyBookings')}
          </Link>
          <Link className="button button--secondary" href="/map">
            {t('toMap')}
          </Link>
        </div>
      </div>
    );
  return <p role="status">{t('checking')}</p>;
}
