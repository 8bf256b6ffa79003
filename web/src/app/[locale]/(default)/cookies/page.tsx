import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageIntro } from '../../../../components/content/page-intro';
import { ProseSection } from '../../../../components/content/prose-section';
import { pageLocale, type LocaleParams } from '../../../../i18n/page-locale';
import { pageMetadata } from '../../../../site/page-metadata';

type Props = { params: LocaleParams };

// spec §1: only technical cookies; language and session storage; location asked once, never stored.
const SECTIONS = ['technical', 'language', 'session', 'location', 'control'] as const;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'CookiesPage' });
  return pageMetadata(locale, '/cookies', t('title'));
}

export default async function CookiesPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'CookiesPage' });
  return (
    <div className="prose">
      <PageIntro title={t('title')} lead={t('lead')} />
      {SECTIONS.map((id) => (
        <ProseSection key={id} title={t(`sections.${id}.title`)} body={t(`sections.${id}.body`)} />
      ))}
    </div>
  );
}
