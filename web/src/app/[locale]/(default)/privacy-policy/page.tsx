import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageIntro } from '../../../../components/content/page-intro';
import { ProseSection } from '../../../../components/content/prose-section';
import { pageLocale, type LocaleParams } from '../../../../i18n/page-locale';
import { pageMetadata } from '../../../../site/page-metadata';

type Props = { params: LocaleParams };

const SECTIONS = ['controller', 'data', 'purposes', 'sharing', 'retention', 'rights', 'contact'] as const;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'PrivacyPage' });
  return pageMetadata(locale, '/privacy-policy', t('title'));
}

export default async function PrivacyPolicyPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'PrivacyPage' });
  return (
    <div className="prose">
      <PageIntro title={t('title')} lead={t('lead')} />
      {SECTIONS.map((id) => (
        <ProseSection key={id} title={t(`sections.${id}.title`)} body={t(`sections.${id}.body`)} />
      ))}
    </div>
  );
}
