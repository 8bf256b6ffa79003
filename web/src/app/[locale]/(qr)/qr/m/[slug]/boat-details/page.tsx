import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { QrBoatDetails } from '../../../../../../../components/qr/qr-boat-details';
import { pageLocale } from '../../../../../../../i18n/page-locale';
import { privatePageMetadata } from '../../../../../../../site/page-metadata';

type Props = { params: Promise<{ locale: string; slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'QrFlow' });
  return privatePageMetadata(t('boatTitle'));
}

// /{locale}/qr/m/{slug}/boat-details (spec §2): the boat at the buoy.
export default async function Page({ params }: Props) {
  await pageLocale(params);
  const { slug } = await params;
  return <QrBoatDetails slug={slug} />;
}
