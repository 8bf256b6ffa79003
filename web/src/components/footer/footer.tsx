import { getTranslations } from 'next-intl/server';
import { Link } from '../../i18n/navigation';

export async function Footer() {
  const t = await getTranslations('Footer');
  const apply = await getTranslations('ApplyPage');
  return (
    <footer className="footer">
      <div className="container">
        <div className="footer__grid">
          <div>
            <p className="footer__heading">Moorline</p>
            <p>{t('tagline')}</p>
            <p>{t('support')}</p>
          </div>
          <nav aria-labelledby="footer-explore">
            <h2 id="footer-explore" className="footer__heading">
              {t('explore')}
            </h2>
            <ul className="footer__list">
              <li>
                <Link href="/our-symbols">{t('symbols')}</Link>
              </li>
              <li>
                <Link href="/style-guide">{t('styleGuide')}</Link>
              </li>
            </ul>
          </nav>
          <nav aria-labelledby="footer-company">
            <h2 id="footer-company" className="footer__heading">
              {t('company')}
            </h2>
            <ul className="footer__list">
              <li>
                <Link href="/about">{t('about')}</Link>
              </li>
              <li>
                <Link href="/contact">{t('contact')}</Link>
              </li>
              <li>
                <Link href="/concessionaires/apply">{apply('footerLink')}</Link>
              </li>
            </ul>
          </nav>
          <nav aria-labelledby="footer-legal">
            <h2 id="footer-legal" className="footer__heading">
              {t('legal')}
            </h2>
            <ul className="footer__list">
              <li>
                <Link href="/terms-and-conditions">{t('terms')}</Link>
              </li>
              <li>
                <Link href="/privacy-policy">{t('privacy')}</Link>
              </li>
              <li>
                <Link href="/cookies">{t('cookies')}</Link>
              </li>
            </ul>
          </nav>
        </div>
        <p className="footer__bottom">{t('copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
