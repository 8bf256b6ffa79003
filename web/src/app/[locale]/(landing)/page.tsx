import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CheckIcon } from '../../../components/content/check-icon';
import { Link } from '../../../i18n/navigation';
import { pageLocale, type LocaleParams } from '../../../i18n/page-locale';
import { pageMetadata } from '../../../site/page-metadata';
import { MAP_PAGE } from '../../../site/public-pages';

type Props = { params: LocaleParams };

const STEPS = ['find', 'book', 'enjoy'] as const;
const SAILOR_POINTS = ['pointRealtime', 'pointDayNight', 'pointQr', 'pointFleet'] as const;
const MANAGER_POINTS = ['pointOccupancy', 'pointPayments', 'pointTurnover', 'pointExtras'] as const;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'HomePage' });
  return pageMetadata(locale, '/', t('metaTitle'));
}

export default async function HomePage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'HomePage' });
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container">
          <p className="hero__eyebrow">{t('hero.eyebrow')}</p>
          <h1 id="hero-title" className="hero__title">
            {t('hero.title')}
          </h1>
          <p className="hero__lead">{t('hero.lead')}</p>
          <div className="button-row">
            <Link className="button button--on-sea" href={MAP_PAGE}>
              {t('hero.findBuoy')}
            </Link>
            <a className="button button--ghost-on-sea" href="#how-it-works">
              {t('hero.howItWorks')}
            </a>
          </div>
        </div>
      </section>

      <section id="how-it-works" className="section" aria-labelledby="steps-title">
        <div className="container">
          <h2 id="steps-title">{t('steps.heading')}</h2>
          <ol className="card-grid">
            {STEPS.map((step, index) => (
              <li key={step} className="card">
                <span className="step__number" aria-hidden="true">
                  {index + 1}
                </span>
                <h3>{t(`steps.${step}.title`)}</h3>
                <p>{t(`steps.${step}.body`)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="section section--alt">
        <div className="container split">
          <div aria-labelledby="sailors-title" role="group">
            <h2 id="sailors-title">{t('sailors.heading')}</h2>
            <p>{t('sailors.lead')}</p>
            <ul className="check-list">
              {SAILOR_POINTS.map((point) => (
                <li key={point}>
                  <CheckIcon />
                  {t(`sailors.${point}`)}
                </li>
              ))}
            </ul>
          </div>
          <div aria-labelledby="managers-title" role="group">
            <h2 id="managers-title">{t('managers.heading')}</h2>
            <p>{t('managers.lead')}</p>
            <ul className="check-list">
              {MANAGER_POINTS.map((point) => (
                <li key={point}>
                  <CheckIcon />
                  {t(`managers.${point}`)}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section className="section cta-band" aria-labelledby="join-title">
        <div className="container">
          <h2 id="join-title">{t('join.heading')}</h2>
          <p className="prose cta-band__text">{t('join.body')}</p>
          <div className="button-row">
            <Link className="button" href="/auth/signup">
              {t('join.signUp')}
            </Link>
          </div>
        </div>
      </section>

      <section className="section section--alt cta-band" aria-labelledby="contact-title">
        <div className="container">
          <h2 id="contact-title">{t('contact.heading')}</h2>
          <p>{t('contact.body')}</p>
          <div className="button-row">
            <Link className="button button--secondary" href="/contact">
              {t('contact.button')}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
