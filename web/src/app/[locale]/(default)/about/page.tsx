import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageIntro } from '../../../../components/content/page-intro';
import { pageLocale, type LocaleParams } from '../../../../i18n/page-locale';
import { pageMetadata } from '../../../../site/page-metadata';

type Props = { params: LocaleParams };

const BENEFITS = ['sailors', 'concessionaires', 'nature', 'communities'] as const;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'AboutPage' });
  return pageMetadata(locale, '/about', t('title'));
}

export default async function AboutPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'AboutPage' });
  return (
    <>
      <PageIntro title={t('title')} lead={t('lead')} />
      <section className="prose-section prose" aria-labelledby="team-title">
        <h2 id="team-title">{t('team.heading')}</h2>
        <p>{t('team.body')}</p>
        <p>{t('team.support')}</p>
      </section>
      <section aria-labelledby="benefits-title">
        <h2 id="benefits-title">{t('benefits.heading')}</h2>
        <ul className="card-grid">
          {BENEFITS.map((benefit) => (
            <li key={benefit} className="card">
              <h3>{t(`benefits.${benefit}Title`)}</h3>
              <p>{t(`benefits.${benefit}Body`)}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
