import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageIntro } from '../../../../../../components/content/page-intro';
import { BuoyControl } from '../../../../../../components/concessionaire/buoys/buoy-control';
import { pageLocale } from '../../../../../../i18n/page-locale';
import { privatePageMetadata } from '../../../../../../site/page-metadata';

type Props = { params: Promise<{ locale: string; bayUuid: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'BuoyControl' });
  return privatePageMetadata(t('title'));
}

// The bay comes from the address; the BFF and catalog check it against the token (404, 403).
export default async function BuoyControlPage({ params }: Props) {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'BuoyControl' });
  const { bayUuid } = await params;
  return (
    <>
      <PageIntro title={t('title')} lead={t('lead')} />
      <BuoyControl bayId={bayUuid} />
    </>
  );
}
