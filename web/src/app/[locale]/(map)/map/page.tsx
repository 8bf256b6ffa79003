import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SWRConfig } from 'swr';
import { MapExplorer } from '../../../../components/map/map-explorer';
import { pageLocale, type LocaleParams } from '../../../../i18n/page-locale';
import { loadMapOpening } from '../../../../map/map-opening';
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
// The opening's bays and the bay's buoys come with the HTML (issue 17: no wait for WebGL).
export default async function MapPage({ params, searchParams }: Props) {
  await pageLocale(params);
  const opening = await loadMapOpening(toSearch(await searchParams));
  return (
    <SWRConfig value={{ fallback: opening.fallback }}>
      <MapExplorer
        initialStay={opening.stay}
        initialBay={opening.bay}
        opening={opening.view}
        answeredInPage={opening.answered}
      />
    </SWRConfig>
  );
}
