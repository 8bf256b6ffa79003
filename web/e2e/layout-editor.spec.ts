import { expect, test, type Page } from '@playwright/test';
import { freshAccessToken } from './account-support';
import { backOffice, DEMO_CONCESSIONAIRE, signInAsStaff, staffBays } from './concessionaire-support';
import { E2E_API_BASE_URL } from './full-stack';
import { axeViolations, MESSAGES } from './support';

// Issue 27 item 3: the demo manager adds a buoy to Lopud by clicking on the layout editor's map,
// places it and sets its longest boat, saves, and finds it after a reload; an imported CSV with a
// row too close to another shows the server's refusal in the preview, and nothing is saved. Lopud
// has traditional buoys only, which nobody books and no other browser test counts; the added
// buoy is removed again at the end (through the page, and through the API should the test fail).

const BAY = 'lopud';
const en = MESSAGES.en.LayoutEditor;
const codes = MESSAGES.en.ErrorCodes;

type LayoutBuoy = {
  buoy_id: string;
  label: string;
  lat: number;
  lon: number;
  max_loa_cm: number;
  hull_kinds: string[];
  management_kind: string;
};

async function layoutCall(page: Page, bayId: string, method: 'GET' | 'PUT', rows?: object[]) {
  const response = await page.request.fetch(`${E2E_API_BASE_URL}/v1/concessionaires/bays/${bayId}/layout`, {
    method,
    headers: { Authorization: `Bearer ${await freshAccessToken(page)}` },
    ...(rows === undefined ? {} : { data: { rows } }),
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as { buoys: LayoutBuoy[] };
}

const rowOf = ({ buoy_id, label, lat, lon, max_loa_cm, hull_kinds, management_kind }: LayoutBuoy) => ({
  buoy_id,
  label,
  lat,
  lon,
  max_loa_cm,
  hull_kinds,
  management_kind,
});

/** 45 m west of the field's westmost buoy: the bay opens to the west, so open water. */
function seaBeyond(buoys: LayoutBuoy[]) {
  const west = [...buoys].sort((a, b) => a.lon - b.lon)[0];
  if (west === undefined) throw new Error(`${BAY} has no buoys`);
  const metresPerDegreeLon = 111_320 * Math.cos((west.lat * Math.PI) / 180);
  return { lat: Number(west.lat.toFixed(6)), lon: Number((west.lon - 45 / metresPerDegreeLon).toFixed(6)) };
}

test('when a manager adds a buoy on the map and saves, then it is there after a reload; an import preview lists the refused row', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signInAsStaff(page, 'en', DEMO_CONCESSIONAIRE);
  const bay = (await staffBays(page)).find((candidate) => candidate.slug === BAY);
  if (!bay) throw new Error(`${BAY} is not among the demo manager's bays`);
  const before = (await layoutCall(page, bay.bay_id, 'GET')).buoys;
  const label = String(Math.max(0, ...before.map((buoy) => Number(buoy.label)).filter(Number.isFinite)) + 1);
  const spot = seaBeyond(before);

  try {
    await page.goto(backOffice('en', bay.bay_id, 'layout'));
    await expect(page.getByRole('heading', { level: 1, name: en.title })).toBeVisible();
    await expect(page.locator('.layout-map[data-map-loaded="true"]')).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('.layout-marker')).toHaveCount(before.length);

    // Add by clicking the map, then place it exactly from the keyboard.
    await page.getByRole('button', { name: en.addOnMap }).click();
    await page.locator('.layout-map').scrollIntoViewIfNeeded();
    const map = await page.locator('.layout-map').boundingBox();
    if (map === null) throw new Error('the map has no box');
    // The map opens on the buoys with 40 px to spare: 15 px from its left edge is open map.
    await page.mouse.click(map.x + 15, map.y + map.height / 2);
    const row = page.locator(`.layout-list__row[data-label="${label}"]`);
    await expect(row).toBeVisible();
    await expect(page.getByRole('heading', { name: en.oneSelected.replace('{label}', label) })).toBeVisible();
    await expect(page.locator('.layout-editor__state')).toHaveText(en.unsaved);
    await page.getByRole('button', { name: en.addingOn }).click();
    await page.getByLabel(en.lat).fill(String(spot.lat));
    await page.getByLabel(en.lon).fill(String(spot.lon));
    await page.getByLabel(en.maxLoa).fill('9.5');
    await expect(row).toContainText('9.5 m');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: en.save }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Layout saved' })).toContainText('1 added');
    await expect(page.locator('.layout-editor__state')).toHaveText(en.allSaved);

    await page.reload();
    await expect(page.locator('.layout-map[data-map-loaded="true"]')).toBeVisible({ timeout: 30_000 });
    await expect(row).toContainText('9.5 m');
    await expect(page.locator(`.layout-marker[data-label="${label}"]`)).toBeVisible();

    // An import whose third line lies 3 m from its second: the preview says which and why.
    const csv = [
      'label,lat,lon,max_loa_cm,management',
      `A1,${spot.lat},${spot.lon},1000,traditional`,
      `A2,${(spot.lat + 0.00003).toFixed(6)},${spot.lon},1000,traditional`,
    ].join('\n');
    await page.getByLabel(en.importFile).setInputFiles({
      name: 'lopud.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    const preview = page.getByRole('region', { name: en.previewTitle.replace('{file}', 'lopud.csv') });
    await expect(preview).toBeVisible({ timeout: 30_000 });
    await expect(preview).toContainText(`Row 3: ${codes.buoys_too_close} (row 2)`);
    await preview.getByRole('button', { name: en.cancel }).click();
    await expect(preview).toBeHidden();
    await expect(page.locator('.layout-editor__state')).toHaveText(en.allSaved);

    // Put the bay back as it was: remove the buoy from the list, and save.
    await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Remove 1 buoy' }).click();
    await expect(row).toHaveCount(0);
    await page.getByRole('button', { name: en.save }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Layout saved' })).toContainText('1 removed');
  } finally {
    const now = (await layoutCall(page, bay.bay_id, 'GET')).buoys;
    if (now.length !== before.length) await layoutCall(page, bay.bay_id, 'PUT', before.map(rowOf));
  }
});
