import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { QrPeriods } from '../../../../../../../components/qr/qr-periods';
import { pageLocale } from '../../../../../../../i18n/page-locale';
import { privatePageMetadata } from '../../../../../../../site/page-metadata';
import { firstSearchParam, type SearchParams } from '../../../../../../../site/search-params';
type Props = { params: Promise<{ locale: string; slug: string }>; searchParams: SearchParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'QrFlow' });
  return privatePageMetadata(t('periodsTitle'));
}

// /{locale}/qr/m/{slug}/periods (spec §2): the location, then the stays that can start now.
export default async function Page({ params, searchParams }: Props) {
  await pageLocale(params);
  const { slug } = await params;
  return <QrPeriods slug={slug} arrival={firstSearchParam(await searchParams, 'arrival') === '1'} />;
}
