import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageIntro } from '../../../../../../components/content/page-intro';
import { OperatorEmbedsEditor } from '../../../../../../components/concessionaire/embeds/operator-embeds-editor';
import { pageLocale } from '../../../../../../i18n/page-locale';
import { privatePageMetadata } from '../../../../../../site/page-metadata';

type Props = { params: Promise<{ locale: string; bayUuid: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'EmbedsPage' });
  return privatePageMetadata(t('title'));
}

// The bay of the address is the one a new embed starts with; the server checks every id.
export default async function EmbedsPage({ params }: Props) {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'EmbedsPage' });
  const { bayUuid } = await params;
  return (
    <>
      <PageIntro title={t('title')} lead={t('lead')} />
      <OperatorEmbedsEditor bayId={bayUuid} />
    </>
  );
}
