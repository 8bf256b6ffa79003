import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MapExplorer } from '../../../../components/map/map-explorer';
import { pageLocale, type LocaleParams } from '../../../../i18n/page-locale';
import { fetchBayDetail } from '../../../../map/map-api';
import { serverApiClient } from '../../../../map/server-api';
import { stayFromSearch } from '../../../../map/stay-query';
import { pageMetadata } from '../../../../site/page-metadata';
import { MAP_PAGE } from '../../../../site/public-pages';

type Props = { params: LocaleParams; searchParams: Promise<Record<string, string | string[] | undefined>> };

function toSearch(raw: Record<string, string | string[] | undefined>): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(raw)) if (typeof value === 'string') search.set(key, value);
  return search;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'MapPage' });
  return { ...pageMetadata(locale, MAP_PAGE, t('title')), description: t('description') };
}

// ?stay=&from=&to= choose the stay, ?bay= opens a bay (links from bay pages, shared addresses).
async function initialBay(slug: string | null) {
  if (slug === null || slug === '') return null;
  const bay = await fetchBayDetail(serverApiClient(), slug).catch(() => null);
  return bay === null ? null : { slug: bay.slug, lat: bay.lat, lon: bay.lon };
}

export default async function MapPage({ params, searchParams }: Props) {
  await pageLocale(params);
  const search = toSearch(await searchParams);
  return (
    <MapExplorer initialStay={stayFromSearch(search)} initialBay={await initialBay(search.get('bay'))} />
  );
}
