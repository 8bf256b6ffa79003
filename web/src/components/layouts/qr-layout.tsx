import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Link } from '../../i18n/navigation';
import { BrandMark } from '../navbar/brand-mark';
import { LanguageSwitcher } from '../navbar/language-switcher';

// Scanned at the buoy, on a phone, often one-handed: no site navigation, just the steps and help
// contacts for EU and non-EU visitors (spec §2).
export async function QrLayout({ children }: { children: ReactNode }) {
  const t = await getTranslations('QrLayout');
  return (
    <>
      <header className="navbar">
        <div className="container navbar__inner">
          <span className="navbar__brand">
            <BrandMark />
            Moorline
          </span>
          <div className="navbar__tools">
            <LanguageSwitcher />
          </div>
        </div>
      </header>
      <main id="main" className="site-main container qr-main" tabIndex={-1}>
        <div className="narrow-card">{children}</div>
        <aside className="narrow-card" aria-labelledby="qr-help">
          <h2 id="qr-help">{t('helpHeading')}</h2>
          <p>{t('helpEu')}</p>
          <p>{t('helpNonEu')}</p>
          <Link className="button button--secondary" href="/contact">
            {t('contactSupport')}
          </Link>
        </aside>
      </main>
    </>
  );
}
