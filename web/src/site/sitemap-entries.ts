import type { MetadataRoute } from 'next';
import { LOCALES } from '../i18n/locales';
import { absoluteUrl, bayPage, languageAlternates, LISTED_PAGES, MAP_PAGE } from './public-pages';

type SitemapEntry = MetadataRoute.Sitemap[number];
type Listing = Pick<SitemapEntry, 'changeFrequency' | 'priority'>;

const HOME: Listing = { changeFrequency: 'monthly', priority: 1 };
// Bays come and go on the map, and a bay's prices and extras change with the season.
const MAP: Listing = { changeFrequency: 'weekly', priority: 0.8 };
const BAY: Listing = { changeFrequency: 'weekly', priority: 0.7 };
const CONTENT: Listing = { changeFrequency: 'monthly', priority: 0.6 };

function listingOf(page: string): Listing {
  if (page === '/') return HOME;
  return page === MAP_PAGE ? MAP : CONTENT;
}

function entriesFor(origin: string, page: string, listing: Listing): SitemapEntry[] {
  const languages = languageAlternates(origin, page);
  return LOCALES.map((locale) => ({
    url: absoluteUrl(origin, locale.code, page),
    ...listing,
    alternates: { languages },
  }));
}

/**
 * One entry per page and locale, each naming its versions in every language (hreflang). The bay
 * pages follow the static ones, each bay once and in slug order, so the document is stable.
 */
export function sitemapEntries(
  origin: string,
  pages: readonly string[],
  baySlugs: readonly string[],
): MetadataRoute.Sitemap {
  const bays = [...new Set(baySlugs)].filter((slug) => slug !== '').sort();
  return [
    ...pages.flatMap((page) => entriesFor(origin, page, listingOf(page))),
    ...bays.flatMap((slug) => entriesFor(origin, bayPage(slug), BAY)),
  ];
}

/** The whole sitemap. Without the bay list (the BFF is down) it still lists the static pages. */
export async function buildSitemap(deps: {
  origin: string;
  loadBaySlugs: () => Promise<readonly string[]>;
  logError: (message: string, error: unknown) => void;
}): Promise<MetadataRoute.Sitemap> {
  let baySlugs: readonly string[] = [];
  try {
    baySlugs = await deps.loadBaySlugs();
  } catch (error) {
    deps.logError('sitemap: the bay list could not be fetched, so bay pages are left out', error);
  }
  return sitemapEntries(deps.origin, LISTED_PAGES, baySlugs);
}
