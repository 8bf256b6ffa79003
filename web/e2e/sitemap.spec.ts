import { expect, test } from '@playwright/test';
import { localePath, splitLocalePath, type LocaleCode } from '../src/i18n/locales';
import { INTERNAL_PAGES, LISTED_PAGES } from '../src/site/public-pages';
import { LOCALES } from './support';

// A demo bay (services/catalog/src/seed): the sitemap lists it because the BFF does.
const DEMO_BAY_SLUG = 'telascica';

test('when /sitemap.xml is fetched, then it is valid XML listing every public page, the map and every bay page in every locale with hreflang alternates', async ({
  page,
  request,
  baseURL,
}) => {
  const addressOf = (code: LocaleCode, rest: string) => new URL(localePath(code, rest), baseURL).href;
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
  const urls = parsed ?? [];
  const locs = urls.map((url) => url.loc);
  expect(new Set(locs).size).toBe(locs.length);
  const expectedStatic = LOCALES.flatMap((locale) =>
    LISTED_PAGES.map((rest) => addressOf(locale.code, rest)),
  );
  expect(locs.filter((loc) => !loc.includes('/bays/')).sort()).toEqual(expectedStatic.sort());
  expect(locs).toContain(`${baseURL}/en/map`);
  for (const internal of INTERNAL_PAGES) expect(locs).not.toContain(addressOf('en', internal));
  expect(locs).toEqual(
    expect.arrayContaining(LOCALES.map((locale) => addressOf(locale.code, `/bays/${DEMO_BAY_SLUG}`))),
  );

  for (const url of urls) {
    const { locale, rest } = splitLocalePath(new URL(url.loc).pathname);
    expect(locale, url.loc).not.toBeNull();
    expect(url.alternates, url.loc).toEqual(
      LOCALES.map((candidate) => ({ hreflang: candidate.isoTag, href: addressOf(candidate.code, rest) })),
    );
  }
});

test('when the bay page the sitemap lists is opened, then it answers 200', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const listed = new RegExp(`<loc>([^<]*/hr/bays/${DEMO_BAY_SLUG})</loc>`).exec(xml)?.[1];
  expect(listed).toBeDefined();
  const response = await request.get(listed ?? '');
  expect(response.status()).toBe(200);
});
