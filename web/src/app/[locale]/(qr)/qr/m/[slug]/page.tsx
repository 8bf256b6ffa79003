import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { QrStart } from '../../../../../../components/qr/qr-start';
import { UnknownCode } from '../../../../../../components/qr/unknown-code';
import { pageLocale } from '../../../../../../i18n/page-locale';
import { fetchWalkUpOnServer } from '../../../../../../qr/server-walk-up';
import { privatePageMetadata } from '../../../../../../site/page-metadata';

type Props = { params: Promise<{ locale: string; slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'QrFlow' });
  return privatePageMetadata(t('startTitle'));
}

// /{locale}/qr/m/{slug} (spec §2 QR flow start): the visitor's answer is in the server's HTML;
// the browser asks again as the caller, whose own booking here changes what is offered.
export default async function QrStartPage({ params }: Props) {
  await pageLocale(params);
  const { slug } = await params;
  const outcome = await fetchWalkUpOnServer(slug);
  return outcome.ok ? <QrStart slug={slug} initial={outcome.data} /> : <UnknownCode error={outcome.error} />;
}
