import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ApplicationQueue } from '../../../../../components/admin/application-queue';
import { queueStateOf } from '../../../../../components/admin/queue-state';
import { PageIntro } from '../../../../../components/content/page-intro';
import { pageLocale, type LocaleParams } from '../../../../../i18n/page-locale';
import { privatePageMetadata } from '../../../../../site/page-metadata';

type Props = { params: LocaleParams; searchParams: Promise<{ state?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'AdminApplications' });
  return privatePageMetadata(t('title'));
}

// The state filter lives in the address (`?state=`), so a view reloads and shares as it is.
export default async function AdminApplicationsPage({ params, searchParams }: Props) {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'AdminApplications' });
  const { state } = await searchParams;
  return (
    <>
      <PageIntro title={t('title')} lead={t('lead')} />
      <ApplicationQueue state={queueStateOf(typeof state === 'string' ? state : undefined)} />
    </>
  );
}
