import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LayoutEditorPage } from '../../../../../../components/concessionaire/layout/layout-editor';
import { pageLocale } from '../../../../../../i18n/page-locale';
import { privatePageMetadata } from '../../../../../../site/page-metadata';

type Props = { params: Promise<{ locale: string; bayUuid: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'LayoutEditor' });
  return privatePageMetadata(t('title'));
}

// The bay comes from the address; the BFF and catalog check it against the token (404, 403).
export default async function LayoutEditorRoute({ params }: Props) {
  await pageLocale(params);
  const { bayUuid } = await params;
  return <LayoutEditorPage bayId={bayUuid} />;
}
