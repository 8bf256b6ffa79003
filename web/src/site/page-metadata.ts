import type { Metadata } from 'next';
import { config } from '../config';
import type { LocaleCode } from '../i18n/locales';
import { absoluteUrl, languageAlternates } from './public-pages';

export function pageMetadata(locale: LocaleCode, page: string, title: string): Metadata {
  return {
    title,
    alternates: {
      canonical: absoluteUrl(config.siteOrigin, locale, page),
      languages: languageAlternates(config.siteOrigin, page),
    },
  };
}

/** Account and sign-in pages: a title, and kept out of search results (not in the sitemap either). */
export function privatePageMetadata(title: string): Metadata {
  return { title, robots: { index: false, follow: false } };
}
