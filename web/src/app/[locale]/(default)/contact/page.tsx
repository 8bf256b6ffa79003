import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ContactForm } from '../../../../components/contact/contact-form';
import { PageIntro } from '../../../../components/content/page-intro';
import { pageLocale, type LocaleParams } from '../../../../i18n/page-locale';
import { pageMetadata } from '../../../../site/page-metadata';

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'ContactPage' });
  return pageMetadata(locale, '/contact', t('title'));
}

export default async function ContactPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'ContactPage' });
  return (
    <>
      <PageIntro title={t('title')} lead={t('lead')} />
      <p className="alert alert--info prose">{t('supportNote')}</p>
      <ContactForm />
    </>
  );
}
