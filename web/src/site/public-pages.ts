import { LOCALES, localePath, type LocaleCode } from '../i18n/locales';

// Every public page of issue 3, without its locale prefix; the sitemap and the browser tests
// both read this list, so a new page cannot be forgotten in one of them.
export const PUBLIC_PAGES = [
  '/',
  '/about',
  '/contact',
  '/cookies',
  '/privacy-policy',
  '/terms-and-conditions',
  '/our-symbols',
  '/style-guide',
] as const;

export type PublicPage = (typeof PUBLIC_PAGES)[number];

// The map is public too, but its browser checks wait for the map engine to load first
// (e2e/map-accessibility.spec.ts), so it is not one of the PUBLIC_PAGES those tests iterate.
export const MAP_PAGE = '/map';

/** Public but ours, not the visitors': search engines need not list them (issue 17). */
export const INTERNAL_PAGES: readonly PublicPage[] = ['/style-guide'];

/** Every page without a parameter that search engines may list: the sitemap reads this. */
export const LISTED_PAGES: readonly string[] = [
  ...PUBLIC_PAGES.filter((page) => !INTERNAL_PAGES.includes(page)),
  MAP_PAGE,
];

/** A bay's page, without its locale prefix. */
export function bayPage(slug: string): string {
  return `/bays/${encodeURIComponent(slug)}`;
}

export function absoluteUrl(origin: string, locale: LocaleCode, page: string): string {
  return new URL(localePath(locale, page), origin).href;
}

// hreflang alternates keyed by ISO tag, plus x-default for the bare root that follows the visitor.
export function languageAlternates(origin: string, page: string): Record<string, string> {
  const alternates: Record<string, string> = {};
  for (const locale of LOCALES) alternates[locale.isoTag] = absoluteUrl(origin, locale.code, page);
  return alternates;
}
