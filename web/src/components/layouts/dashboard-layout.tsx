import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { NavLink } from '../navbar/nav-link';
import { PageShell } from '../layout/page-shell';

export async function DashboardLayout({ children }: { children: ReactNode }) {
  const t = await getTranslations('DashboardLayout');
  return (
    <PageShell>
      <div className="container area">
        <nav aria-label={t('navigation')}>
          <ul className="side-nav__list">
            <li>
              <NavLink href="/dashboard/bookings">{t('bookings')}</NavLink>
            </li>
            <li>
              <NavLink href="/dashboard/fleet">{t('fleet')}</NavLink>
            </li>
            <li>
              <NavLink href="/dashboard/account">{t('account')}</NavLink>
            </li>
          </ul>
        </nav>
        <div>{children}</div>
      </div>
    </PageShell>
  );
}
