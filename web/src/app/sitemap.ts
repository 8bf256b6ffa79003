import type { MetadataRoute } from 'next';
import { config } from '../config';
import { listedBaySlugs } from '../site/sitemap-bays';
import { buildSitemap } from '../site/sitemap-entries';

// Built per request so SITE_ORIGIN can change without a rebuild; the bay list has its own cache.
export const dynamic = 'force-dynamic';

export default function sitemap(): Promise<MetadataRoute.Sitemap> {
  return buildSitemap({
    origin: config.siteOrigin,
    loadBaySlugs: listedBaySlugs,
    logError: (message, error) => console.error(message, error),
  });
}
