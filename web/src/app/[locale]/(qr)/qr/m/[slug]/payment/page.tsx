import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { QrPayment } from '../../../../../../../components/qr/qr-payment';
import { pageLocale } from '../../../../../../../i18n/page-locale';
import { privatePageMetadata } from '../../../../../../../site/page-metadata';

type Props = { params: Promise<{ locale: string; slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'QrFlow' });
  return privatePageMetadata(t('paymentTitle'));
}

// /{locale}/qr/m/{slug}/payment (spec §2): terms at payment, check in and pay.
export default async function Page({ params }: Props) {
  await pageLocale(params);
  const { slug } = await params;
  return <QrPayment slug={slug} />;
}
