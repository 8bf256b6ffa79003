import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { GuestDetailsForm } from '../../../../../../../components/qr/guest-details-form';
import { pageLocale } from '../../../../../../../i18n/page-locale';
import { privatePageMetadata } from '../../../../../../../site/page-metadata';

type Props = { params: Promise<{ locale: string; slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'QrFlow' });
  return privatePageMetadata(t('detailsTitle'));
}

// /{locale}/qr/m/{slug}/personal-details (spec §2): a walk-up without an account.
export default async function Page({ params }: Props) {
  await pageLocale(params);
  const { slug } = await params;
  return <GuestDetailsForm slug={slug} />;
}
