import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MyBookings } from '../../../../../components/bookings/my-bookings';
import { PageIntro } from '../../../../../components/content/page-intro';
import { MyWaitlists } from '../../../../../components/waitlist/my-waitlists';
import { pageLocale, type LocaleParams } from '../../../../../i18n/page-locale';
import { privatePageMetadata } from '../../../../../site/page-metadata';

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'BookingsPage' });
  return privatePageMetadata(t('title'));
}

export default async function BookingsPage({ params }: Props) {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'BookingsPage' });
  return (
    <>
      <PageIntro title={t('title')} lead={t('lead')} />
      <MyBookings />
      <MyWaitlists />
    </>
  );
}
