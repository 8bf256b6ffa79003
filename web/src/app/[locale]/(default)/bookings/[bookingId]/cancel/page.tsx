import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CancelBooking } from '../../../../../../components/cancellation/cancel-booking';
import { PageIntro } from '../../../../../../components/content/page-intro';
import { pageLocale } from '../../../../../../i18n/page-locale';
import { privatePageMetadata } from '../../../../../../site/page-metadata';

type Props = { params: Promise<{ locale: string; bookingId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'CancelBooking' });
  return privatePageMetadata(t('title'));
}

// Issue 30 item 2: /{locale}/bookings/{bookingId}/cancel, from My Bookings and from the link in
// the confirmation email. The layout signs the boater in first and brings them back here; the BFF
// answers another boater's booking 404.
export default async function CancelBookingPage({ params }: Props) {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'CancelBooking' });
  const { bookingId } = await params;
  return (
    <>
      <PageIntro title={t('title')} lead={t('lead')} />
      <CancelBooking bookingId={bookingId} />
    </>
  );
}
