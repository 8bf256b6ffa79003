import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BayList } from '../../../../../components/admin/bay-list';
import { bayStatusOf } from '../../../../../components/admin/bay-status-filter';
import { PageIntro } from '../../../../../components/content/page-intro';
import { pageLocale, type LocaleParams } from '../../../../../i18n/page-locale';
import { privatePageMetadata } from '../../../../../site/page-metadata';

type Props = { params: LocaleParams; searchParams: Promise<{ status?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'AdminBays' });
  return privatePageMetadata(t('title'));
}

// The status filter lives in the address (`?status=`), so a view reloads and shares as it is.
export default async function AdminBaysPage({ params, searchParams }: Props) {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'AdminBays' });
  const { status } = await searchParams;
  return (
    <>
      <PageIntro title={t('title')} lead={t('lead')} />
      <BayList status={bayStatusOf(typeof status === 'string' ? status : undefined)} />
    </>
  );
}
