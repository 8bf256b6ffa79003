import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageIntro } from '../../../../../../components/content/page-intro';
import { NextNightOffer } from '../../../../../../components/next-night/next-night-offer';
import { pageLocale } from '../../../../../../i18n/page-locale';
import { privatePageMetadata } from '../../../../../../site/page-metadata';

type Props = { params: Promise<{ locale: string; bookingId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'NextNight' });
  return privatePageMetadata(t('title'));
}

// Issue 30 item 3: /{locale}/bookings/{bookingId}/next-night, "Stay another night" from My
// Bookings. The layout signs the boater in first; the BFF answers another boater's booking 404.
export default async function NextNightPage({ params }: Props) {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'NextNight' });
  const { bookingId } = await params;
  return (
    <>
      <PageIntro title={t('title')} lead={t('lead')} />
      <NextNightOffer bookingId={bookingId} />
    </>
  );
}
