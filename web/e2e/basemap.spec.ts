import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_MAP_STYLE_URL } from '../src/config';
import { waitForMap } from './map-support';
import { recordCspViolations } from './support';

// Issue 17: the map draws the configured online style (the test platform keeps the default) when
// its host answers, and the offline land tiles when it does not. This machine has no internet, so
// the style host is played by Playwright: a small style whose land is a GeoJSON from the same host.

const styleHost = new URL(DEFAULT_MAP_STYLE_URL).origin;
const FAKE_ATTRIBUTION = 'Test charts of the Adriatic';

/** A square of "land" round the Kornati, enough to see the style's fill drawn. */
const fakeLand = {
  type: 'Feature',
  properties: {},
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [15.0, 43.6],
        [15.6, 43.6],
        [15.6, 44.1],
        [15.0, 44.1],
        [15.0, 43.6],
      ],
    ],
  },
};

const fakeStyle = {
  version: 8,
  name: 'Fake online charts',
  sources: {
    land: { type: 'geojson', data: `${styleHost}/test/land.geojson`, attribution: FAKE_ATTRIBUTION },
  },
  layers: [
    { id: 'water', type: 'background', paint: { 'background-color': '#2a6fb0' } },
    { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': '#e8d9a8' } },
  ],
};

async function serveFakeStyle(page: Page): Promise<string[]> {
  const served: string[] = [];
  await page.route(`${styleHost}/**`, async (route) => {
    const url = route.request().url();
    served.push(url);
    if (url === DEFAULT_MAP_STYLE_URL) await route.fulfill({ json: fakeStyle });
    else if (url === `${styleHost}/test/land.geojson`) await route.fulfill({ json: fakeLand });
    else await route.fulfill({ status: 404 });
  });
  return served;
}

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
