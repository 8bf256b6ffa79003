import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import { EmbedExplorer } from '../../../../../components/map/embed-explorer';
import { isLocale } from '../../../../../i18n/locales';
import { pageLocale } from '../../../../../i18n/page-locale';
import { fetchMapEmbed } from '../../../../../map/map-api';
import { serverApiClient } from '../../../../../map/server-api';

type Props = { params: Promise<{ locale: string; uuid: string }> };

const loadEmbed = cache((id: string) => fetchMapEmbed(serverApiClient(), id));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const embed = await loadEmbed((await params).uuid);
  const t = await getTranslations({ locale, namespace: 'MapEmbed' });
  const title = embed === null ? t('notFoundTitle') : t('title', { partner: embed.partner_name });
  // A partner's frame, not a page of its own for search engines.
  return { title, robots: { index: false, follow: false } };
}

export default async function MapEmbedPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { uuid } = await params;
  const embed = await loadEmbed(uuid);
  if (embed === null) notFound();
  // The embed decides its language (issue 5 item 10); its frame-ancestors come with the redirect too.
  if (isLocale(embed.locale) && embed.locale !== locale) redirect(`/${embed.locale}/map-embed/${embed.id}`);
  return <EmbedExplorer embed={embed} />;
}
