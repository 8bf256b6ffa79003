import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotBookable } from '../../../../../components/booking/preview-place-state';
import { PaymentSuccess } from '../../../../../components/booking/payment-success';
import { PageIntro } from '../../../../../components/content/page-intro';
import { bookingIdOf } from '../../../../../booking/preview-query';
import { pageLocale, type LocaleParams } from '../../../../../i18n/page-locale';
import { privatePageMetadata } from '../../../../../site/page-metadata';
import { toSearchParams, type SearchParams } from '../../../../../site/search-params';

type Props = { params: LocaleParams; searchParams: SearchParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'Payment' });
  return privatePageMetadata(t('successTitle'));
}

// spec §2: /{locale}/bookings/success?booking=<id>, where the payment page returns after paying.
export default async function PaymentSuccessPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Payment' });
  const preview = await getTranslations({ locale, namespace: 'BookingPreview' });
  const bookingId = bookingIdOf(toSearchParams(await searchParams));
  return (
    <>
      <PageIntro title={t('successTitle')} />
      {bookingId === null ? (
        <NotBookable text={preview('bookingMissing')} />
      ) : (
        <PaymentSuccess bookingId={bookingId} />
      )}
    </>
  );
}
