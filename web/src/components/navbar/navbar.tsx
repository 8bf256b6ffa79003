import { getTranslations } from 'next-intl/server';
import { Link } from '../../i18n/navigation';
import { MAP_PAGE } from '../../site/public-pages';
import { AccountMenu } from './account-menu';
import { BrandMark } from './brand-mark';
import { LanguageSwitcher } from './language-switcher';
import { NavLink } from './nav-link';
import { SiteMenu } from './site-menu';

export async function Navbar() {
  const t = await getTranslations('Navbar');
  return (
    <header className="navbar">
      <div className="container navbar__inner">
        <Link href="/" className="navbar__brand" aria-label={t('homeLabel')}>
          <BrandMark />
          Moorline
        </Link>
        <SiteMenu label={t('menu')}>
          <nav aria-label={t('mainNavigation')}>
            <ul className="navbar__links">
              <li>
                <NavLink href={MAP_PAGE}>{t('findBuoy')}</NavLink>
              </li>
              <li>
                <NavLink href="/about">{t('about')}</NavLink>
              </li>
              <li>
                <NavLink href="/our-symbols">{t('symbols')}</NavLink>
              </li>
              <li>
                <NavLink href="/contact">{t('contact')}</NavLink>
              </li>
            </ul>
          </nav>
          <div className="navbar__tools">
            <LanguageSwitcher />
            <AccountMenu />
          </div>
        </SiteMenu>
      </div>
    </header>
  );
}
