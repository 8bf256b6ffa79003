import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BookingPreview } from '../../../../../components/booking/booking-preview';
import { PageIntro } from '../../../../../components/content/page-intro';
import { readPreviewQuery } from '../../../../../booking/preview-query';
import { pageLocale, type LocaleParams } from '../../../../../i18n/page-locale';
import { privatePageMetadata } from '../../../../../site/page-metadata';
import { toSearchParams, type SearchParams } from '../../../../../site/search-params';

type Props = { params: LocaleParams; searchParams: SearchParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'BookingPreview' });
  return privatePageMetadata(t('title'));
}

// spec §2, §5, §9: /{locale}/bookings/preview?bay=&buoy=&kind=&from=&to= or ?booking=<id>.
export default async function BookingPreviewPage({ params, searchParams }: Props) {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'BookingPreview' });
  const search = toSearchParams(await searchParams);
  const query = readPreviewQuery(search);
  return (
    <>
      <PageIntro title={t('title')} lead={t('lead')} />
      {/* A new choice (an alternative picked) starts the preview afresh. */}
      <BookingPreview key={search.toString()} query={query} />
    </>
  );
}
