'use client';

import { useTranslations } from 'next-intl';
import { useParams } from 'next/navigation';
import { NavLink } from '../navbar/nav-link';

// The bay-specific links only exist once a buoyfield is chosen (/concessionaires/{bayUuid}/...).
export function ConcessionaireNav() {
  const t = useTranslations('ConcessionaireLayout');
  const params = useParams<{ bayUuid?: string }>();
  const bay = typeof params.bayUuid === 'string' ? encodeURIComponent(params.bayUuid) : null;
  return (
    <nav aria-label={t('navigation')}>
      <ul className="side-nav__list">
        <li>
          <NavLink href="/concessionaires/bays">{t('allBays')}</NavLink>
        </li>
        {bay === null ? null : (
          <>
            <li>
              <NavLink href={`/concessionaires/${bay}/overview`}>{t('overview')}</NavLink>
            </li>
            <li>
              <NavLink href={`/concessionaires/${bay}/booking_history`}>{t('bookingHistory')}</NavLink>
            </li>
            <li>
              <NavLink href={`/concessionaires/${bay}/turnover`}>{t('turnover')}</NavLink>
            </li>
            <li>
              <NavLink href={`/concessionaires/${bay}/onboarding`}>{t('onboarding')}</NavLink>
            </li>
          </>
        )}
      </ul>
    </nav>
  );
}
