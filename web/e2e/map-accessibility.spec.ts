import { expect, test } from '@playwright/test';
import { DEMO_EMBED_ID, waitForMap } from './map-support';
import { axeViolations, LOCALES, recordCspViolations } from './support';

// The map, bay and embed pages in every language: axe (WCAG 2.2 AA) finds nothing, and the map
// engine runs under the site's CSP (its worker, its styles) without a violation.

const pages = (code: string) => [
  { path: `/${code}/map?bay=telascica`, map: '.map-explorer__map' },
  // The bay page's small map is a drawing from the server (issue 17): nothing to wait for.
  { path: `/${code}/bays/telascica`, map: null },
  { path: `/${code}/map-embed/${DEMO_EMBED_ID}`, map: '.map-explorer__map' },
];

for (const locale of LOCALES) {
  for (const { path, map } of pages(locale.code)) {
    test(`when ${path} loads, then axe finds no WCAG 2.2 AA violation and no CSP violation is reported`, async ({
      page,
    }) => {
      const cspViolations = await recordCspViolations(page);
      // The embed follows its own language (English), whatever the address says.
      await page.goto(path, { waitUntil: 'load' });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (map !== null)
        await expect(page.locator(`${map} .map-view[data-map-loaded="true"]`)).toBeVisible({
          timeout: 30_000,
        });
      if (path.includes('/map?')) await waitForMap(page);
      expect(await axeViolations(page)).toEqual([]);
      expect(await cspViolations()).toEqual([]);
    });
  }
}
