'use client';

import { useTranslations } from 'next-intl';
import { useParams } from 'next/navigation';
import { NavLink } from '../navbar/nav-link';
import { STAFF_HOME } from '../session/guest-only';

// The bay-specific links only exist once a buoyfield is chosen (/concessionaires/{bayUuid}/...).
// A phone shows them as a row that scrolls sideways above the page; a desktop as a side column.
export function ConcessionaireNav() {
  const t = useTranslations('ConcessionaireLayout');
  const params = useParams<{ bayUuid?: string }>();
  const bay = typeof params.bayUuid === 'string' ? encodeURIComponent(params.bayUuid) : null;
  const bayLinks = [
    ['overview', t('overview')],
    ['booking_history', t('bookingHistory')],
    ['turnover', t('turnover')],
    ['buoys', t('buoys')],
    ['layout', t('layout')],
    ['setup', t('setup')],
    ['shop_window', t('shopWindow')],
    ['embeds', t('embeds')],
    ['onboarding', t('onboarding')],
    ['audit', t('audit')],
  ] as const;
  return (
    <nav aria-label={t('navigation')} className="backoffice-nav">
      <ul className="side-nav__list backoffice-nav__list">
        <li>
          <NavLink href={STAFF_HOME}>{t('allBays')}</NavLink>
        </li>
        {bay === null
          ? null
          : bayLinks.map(([page, label]) => (
              <li key={page}>
                <NavLink href={`/concessionaires/${bay}/${page}`}>{label}</NavLink>
              </li>
            ))}
      </ul>
    </nav>
  );
}
