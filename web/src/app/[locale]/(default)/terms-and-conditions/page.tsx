import type { Metadata } from 'next';
import { getFormatter, getTranslations } from 'next-intl/server';
import { PageIntro } from '../../../../components/content/page-intro';
import { ProseSection } from '../../../../components/content/prose-section';
import { pageLocale, type LocaleParams } from '../../../../i18n/page-locale';
import { pageMetadata } from '../../../../site/page-metadata';

type Props = { params: LocaleParams };

// spec §9: terms effective 30 March 2024.
const EFFECTIVE_FROM = new Date(Date.UTC(2024, 2, 30));
const SECTIONS = [
  'role',
  'account',
  'booking',
  'prices',
  'cancellation',
  'checkin',
  'safety',
  'liability',
  'changes',
] as const;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'TermsPage' });
  return pageMetadata(locale, '/terms-and-conditions', t('title'));
}

export default async function TermsPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'TermsPage' });
  const format = await getFormatter({ locale });
  const date = format.dateTime(EFFECTIVE_FROM, { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <div className="prose">
      <PageIntro title={t('title')} lead={t('lead')}>
        <p className="meta-line">
          <time dateTime="2024-03-30">{t('effective', { date })}</time>
        </p>
      </PageIntro>
      {SECTIONS.map((id) => (
        <ProseSection key={id} title={t(`sections.${id}.title`)} body={t(`sections.${id}.body`)} />
      ))}
    </div>
  );
}
