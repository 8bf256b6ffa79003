import { expect, test } from '@playwright/test';
import { waitForMap } from './map-support';
import { FAKE_ATTRIBUTION, serveFakeStyle, styleHost } from './style-host';
import { recordCspViolations } from './support';

// Issue 17: the map draws the configured online style (the test platform keeps the default) when
// its host answers, and the offline land tiles when it does not. This machine has no internet, so
// the style host is played by Playwright: a small style whose land is a GeoJSON from the same host.

test('when the style host answers, then the map draws its style under the pins, credited', async ({
  page,
}) => {
  const violations = await recordCspViolations(page);
  const served = await serveFakeStyle(page);
  await page.goto('/en/map');
  await waitForMap(page);

  const map = page.locator('.map-view');
  await expect(map).toHaveAttribute('data-basemap', 'online');
  await expect(page.locator('.maplibregl-ctrl-attrib')).toContainText(FAKE_ATTRIBUTION);
  await expect(page.locator('.map-pin').first()).toBeVisible();
  // The style's own source came from its host, which the CSP lets the map engine reach.
  expect(served).toContain(`${styleHost}/test/land.geojson`);
  expect(await violations()).toEqual([]);
});

test('when the style host cannot be reached, then the offline land tiles are drawn and cached for good', async ({
  page,
}) => {
  const violations = await recordCspViolations(page);
  await page.route(`${styleHost}/**`, (route) => route.abort('internetdisconnected'));
  const landTile = page.waitForResponse((response) =>
    /\/map\/land\/[0-9a-f]+\/\d+\/\d+\/\d+\.pbf$/.test(response.url()),
  );
  await page.goto('/en/map');
  await waitForMap(page);

  const map = page.locator('.map-view');
  await expect(map).toHaveAttribute('data-basemap', 'offline');
  await expect(page.locator('.maplibregl-ctrl-attrib')).toContainText('© OpenStreetMap contributors');
  await expect(page.locator('.maplibregl-ctrl-attrib')).not.toContainText(FAKE_ATTRIBUTION);
  await expect(page.locator('.map-pin').first()).toBeVisible();
  const tile = await landTile;
  expect(tile.status()).toBe(200);
  expect(tile.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(await violations()).toEqual([]);
});
