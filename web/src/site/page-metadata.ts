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
