import type { Page } from '@playwright/test';
import { DEFAULT_MAP_STYLE_URL } from '../src/config';

// The online basemap's host, played by Playwright: this machine has no internet. A small honest
// style whose land is a GeoJSON from the same host; anything else it is asked for is a 404.

export const styleHost = new URL(DEFAULT_MAP_STYLE_URL).origin;
export const FAKE_ATTRIBUTION = 'Test charts of the Adriatic';

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

export async function serveFakeStyle(page: Page): Promise<string[]> {
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
