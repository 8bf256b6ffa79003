'use client';

import { useTranslations } from 'next-intl';
import { NavLink } from '../navbar/nav-link';
import { ADMIN_NAV_ITEMS } from './admin-nav-items';

/** The console's sections: a side column on a desktop, a row that scrolls sideways on a phone. */
export function AdminNav() {
  const t = useTranslations('AdminConsole');
  return (
    <nav aria-label={t('navigation')} className="backoffice-nav">
      <p className="admin-nav__title">{t('title')}</p>
      <ul className="side-nav__list backoffice-nav__list">
        {ADMIN_NAV_ITEMS.map((item) => (
          <li key={item.href}>
            <NavLink href={item.href}>{t(item.label)}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
