import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { EmbedTurnover } from '../../../../../components/admin/embed-turnover';
import { PlatformEmbedsEditor } from '../../../../../components/admin/platform-embeds-editor';
import { PageIntro } from '../../../../../components/content/page-intro';
import { pageLocale, type LocaleParams } from '../../../../../i18n/page-locale';
import { privatePageMetadata } from '../../../../../site/page-metadata';

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'AdminEmbeds' });
  return privatePageMetadata(t('title'));
}

export default async function AdminEmbedsPage({ params }: Props) {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'AdminEmbeds' });
  return (
    <>
      <PageIntro title={t('title')} lead={t('lead')} />
      <PlatformEmbedsEditor />
      <EmbedTurnover />
    </>
  );
}
