import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ApplicationDetail } from '../../../../../../components/admin/application-detail';
import { pageLocale } from '../../../../../../i18n/page-locale';
import { privatePageMetadata } from '../../../../../../site/page-metadata';

type Props = { params: Promise<{ locale: string; applicationId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'AdminApplications' });
  return privatePageMetadata(t('title'));
}

// The id comes from the address; the BFF answers 404 for an unknown one and 403 for a non-admin.
export default async function AdminApplicationPage({ params }: Props) {
  const { applicationId } = await params;
  return <ApplicationDetail applicationId={applicationId} />;
}
