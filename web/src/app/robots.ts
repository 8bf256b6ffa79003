import type { MetadataRoute } from 'next';
import { config } from '../config';

export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/'] },
    sitemap: new URL('/sitemap.xml', config.siteOrigin).href,
  };
}
