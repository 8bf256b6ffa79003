import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { UnknownCode } from '../../../../../components/qr/unknown-code';
import { localePath } from '../../../../../i18n/locales';
import { pageLocale } from '../../../../../i18n/page-locale';
import { qrStartPath } from '../../../../../qr/qr-flow';
import { fetchWalkUpOnServer } from '../../../../../qr/server-walk-up';
import { privatePageMetadata } from '../../../../../site/page-metadata';

type Props = { params: Promise<{ locale: string; slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'QrFlow' });
  return privatePageMetadata(t('entryTitle'));
}

// /{locale}/qr/{slug} (spec §2 QR entry): the printed code's address. A code that names a buoy
// goes on to the flow's start; any other is answered here, in the QR layout.
export default async function QrEntryPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { slug } = await params;
  const outcome = await fetchWalkUpOnServer(slug);
  if (outcome.ok) redirect(localePath(locale, qrStartPath(slug)));
  return <UnknownCode error={outcome.error} />;
}
