import type { MetadataRoute } from 'next';
import { config } from '../config';
import { LOCALES } from '../i18n/locales';
import { absoluteUrl, languageAlternates, PUBLIC_PAGES } from '../site/public-pages';

// Built per request so SITE_ORIGIN can change without a rebuild.
export const dynamic = 'force-dynamic';

export default function sitemap(): MetadataRoute.Sitemap {
  return PUBLIC_PAGES.flatMap((page) =>
    LOCALES.map((locale) => ({
      url: absoluteUrl(config.siteOrigin, locale.code, page),
      changeFrequency: 'monthly' as const,
      priority: page === '/' ? 1 : 0.6,
      alternates: { languages: languageAlternates(config.siteOrigin, page) },
    })),
  );
}
