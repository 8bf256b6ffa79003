import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { UnsettledPayments } from '../../../../../components/admin/unsettled-payments';
import { PageIntro } from '../../../../../components/content/page-intro';
import { pageLocale, type LocaleParams } from '../../../../../i18n/page-locale';
import { privatePageMetadata } from '../../../../../site/page-metadata';

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'AdminPayments' });
  return privatePageMetadata(t('title'));
}

export default async function AdminPaymentsPage({ params }: Props) {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'AdminPayments' });
  return (
    <>
      <PageIntro title={t('title')} lead={t('lead')} />
      <UnsettledPayments />
    </>
  );
}
