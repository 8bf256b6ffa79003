import { expect, test } from '@playwright/test';
import { LOCALES, pathFor, PUBLIC_PAGES } from './support';

test('when /sitemap.xml is fetched, then it is valid XML listing every public page in every locale with hreflang alternates', async ({
  page,
  request,
  baseURL,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();

  const parsed = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'application/xml');
    if (doc.getElementsByTagName('parsererror').length > 0) return null;
    const sitemapNs = 'http://www.sitemaps.org/schemas/sitemap/0.9';
    return [...doc.getElementsByTagNameNS(sitemapNs, 'url')].map((url) => ({
      loc: url.getElementsByTagNameNS(sitemapNs, 'loc')[0]?.textContent ?? '',
      alternates: [...url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map((link) => ({
        hreflang: link.getAttribute('hreflang'),
        href: link.getAttribute('href'),
      })),
    }));
  }, xml);

  expect(parsed).not.toBeNull();
  const expected = LOCALES.flatMap((locale) =>
    PUBLIC_PAGES.map((page) => `${baseURL}${pathFor(locale.code, page)}`),
  );
  expect((parsed ?? []).map((url) => url.loc).sort()).toEqual(expected.sort());
  for (const url of parsed ?? []) {
    const page = PUBLIC_PAGES.find((candidate) =>
      LOCALES.some((locale) => url.loc === `${baseURL}${pathFor(locale.code, candidate)}`),
    );
    expect(page).toBeDefined();
    expect(url.alternates).toEqual(
      LOCALES.map((locale) => ({
        hreflang: locale.isoTag,
        href: `${baseURL}${pathFor(locale.code, page ?? '/')}`,
      })),
    );
  }
});
