import { describe, expect, it } from '@jest/globals';
import { buildSitemap, sitemapEntries } from './sitemap-entries';

const ORIGIN = 'https://moorline.test';
const alternatesOf = (rest: string) => ({
  'en-US': `${ORIGIN}/en${rest}`,
  'sl-SI': `${ORIGIN}/sl${rest}`,
  'hr-HR': `${ORIGIN}/hr${rest}`,
  'it-IT': `${ORIGIN}/it${rest}`,
});

describe('sitemap entries', () => {
  it('when pages and bays are given, then each is listed in every locale, bays after pages in slug order', () => {
    const urls = sitemapEntries(ORIGIN, ['/', '/map'], ['telascica', 'lopud']).map((entry) => entry.url);
    expect(urls).toEqual([
      ...['en', 'sl', 'hr', 'it'].map((code) => `${ORIGIN}/${code}`),
      ...['en', 'sl', 'hr', 'it'].map((code) => `${ORIGIN}/${code}/map`),
      ...['en', 'sl', 'hr', 'it'].map((code) => `${ORIGIN}/${code}/bays/lopud`),
      ...['en', 'sl', 'hr', 'it'].map((code) => `${ORIGIN}/${code}/bays/telascica`),
    ]);
  });

  it("when a bay is listed, then every locale's entry names all four language versions of that bay", () => {
    const entries = sitemapEntries(ORIGIN, [], ['telascica']);
    expect(entries).toHaveLength(4);
    for (const entry of entries) expect(entry.alternates?.languages).toEqual(alternatesOf('/bays/telascica'));
  });

  it('when the map and a content page are listed, then their alternates are their own pages', () => {
    const [map, about] = [sitemapEntries(ORIGIN, ['/map'], []), sitemapEntries(ORIGIN, ['/about'], [])];
    expect(map[2]?.alternates?.languages).toEqual(alternatesOf('/map'));
    expect(about[3]?.alternates?.languages).toEqual(alternatesOf('/about'));
  });

  it('when the home page, the map and a bay are ranked, then home is first and bays follow the map', () => {
    const [home, map, bay, about] = [
      sitemapEntries(ORIGIN, ['/'], [])[0],
      sitemapEntries(ORIGIN, ['/map'], [])[0],
      sitemapEntries(ORIGIN, [], ['lopud'])[0],
      sitemapEntries(ORIGIN, ['/about'], [])[0],
    ];
    expect([home?.priority, map?.priority, bay?.priority, about?.priority]).toEqual([1, 0.8, 0.7, 0.6]);
    expect(bay?.changeFrequency).toBe('weekly');
  });

  it('when the BFF repeats a slug or sends an empty one, then each bay is listed once and the empty one not at all', () => {
    const urls = sitemapEntries(ORIGIN, [], ['lopud', '', 'lopud']).map((entry) => entry.url);
    expect(urls.filter((url) => url === `${ORIGIN}/en/bays/lopud`)).toHaveLength(1);
    expect(urls).toHaveLength(4);
  });

  it('when a slug holds characters a path cannot, then they are escaped in the address', () => {
    expect(sitemapEntries(ORIGIN, [], ['a b/c'])[0]?.url).toBe(`${ORIGIN}/en/bays/a%20b%2Fc`);
  });
});

describe('building the sitemap', () => {
  it('when the bay list loads, then the static pages, the map and the bays are all listed', async () => {
    const entries = await buildSitemap({
      origin: ORIGIN,
      loadBaySlugs: () => Promise.resolve(['telascica']),
      logError: () => undefined,
    });
    const urls = entries.map((entry) => entry.url);
    expect(urls).toContain(`${ORIGIN}/en/about`);
    expect(urls).toContain(`${ORIGIN}/it/map`);
    expect(urls).toContain(`${ORIGIN}/sl/bays/telascica`);
    // Issue 17: the style guide is ours, not the visitors'.
    expect(urls.filter((url) => url.includes('/style-guide'))).toEqual([]);
  });

  it('when the bay list cannot be fetched, then the static pages and the map are still listed and the failure is logged', async () => {
    const logged: unknown[] = [];
    const failure = new TypeError('fetch failed');
    const entries = await buildSitemap({
      origin: ORIGIN,
      loadBaySlugs: () => Promise.reject(failure),
      logError: (_message, error) => logged.push(error),
    });
    const urls = entries.map((entry) => entry.url);
    expect(urls).toContain(`${ORIGIN}/hr`);
    expect(urls).toContain(`${ORIGIN}/en/map`);
    expect(urls.some((url) => url.includes('/bays/'))).toBe(false);
    expect(logged).toEqual([failure]);
  });
});
