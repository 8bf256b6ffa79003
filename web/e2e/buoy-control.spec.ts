import { expect, test, type Page } from '@playwright/test';
import { freshAccessToken } from './account-support';
import { DEMO_CONCESSIONAIRE, signInAsStaff } from './concessionaire-support';
import { E2E_API_BASE_URL } from './full-stack';
import { waitForMap } from './map-support';
import { axeViolations, MESSAGES } from './support';

// Issue 15 item 7: the demo manager takes a buoy out of service on the buoys page, and a map
// open in another tab (signed in, live) shows it out of service without a reload; then puts it
// back. A first-come buoy of Polače: nobody books those, so no booking stands in the way and no
// other test's buoy is touched. The QR code sheet downloads from the same page.

const BAY = 'mljet-polace';
const en = MESSAGES.en.BuoyControl;

/** The demo manager (`make start`) runs Polače for the demo harbour operator. */
const signInAsDemoManager = (page: Page) => signInAsStaff(page, 'en', DEMO_CONCESSIONAIRE);

/** The bay's id, among the bays the BFF says the signed-in manager runs. */
async function staffBayId(page: Page, slug: string): Promise<string> {
  const response = await page.request.get(`${E2E_API_BASE_URL}/v1/concessionaires/bays`, {
    headers: { Authorization: `Bearer ${await freshAccessToken(page)}` },
  });
  expect(response.status()).toBe(200);
  const { bays } = (await response.json()) as { bays: { bay_id: string; slug: string }[] };
  const bay = bays.find((candidate) => candidate.slug === slug);
  if (!bay) throw new Error(`${slug} is not among the demo manager's bays`);
  return bay.bay_id;
}

test('when a manager takes a buoy out of service, then a live map in another tab shows it out of service at once', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signInAsDemoManager(page);
  await page.goto(`/en/concessionaires/${await staffBayId(page, BAY)}/buoys`);
  await expect(page.getByRole('heading', { level: 1, name: en.title })).toBeVisible();
  const firstCome = page.locator('.buoy-control__item[data-state="in_service"]', {
    hasText: en.kinds.fcfs,
  });
  await expect(firstCome.first()).toBeVisible({ timeout: 15_000 });
  const item = firstCome.last();
  const label = await item.getAttribute('data-label');
  if (label === null) throw new Error('a buoy without a label');
  expect(await axeViolations(page)).toEqual([]);

  const map = await context.newPage();
  await map.goto(`/en/map?bay=${BAY}`);
  await waitForMap(map);
  const row = map.locator(`.buoy-row[data-buoy="${label}"]`);
  await expect(row).toHaveAttribute('data-status', 'fcfs', { timeout: 15_000 });

  await page.bringToFront();
  await item.getByRole('button', { name: en.takeOut }).click();
  const dialog = page.getByRole('dialog', { name: en.takeOutTitle.replace('{label}', label) });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(en.reason)).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByLabel(en.reason).fill('Mooring chain being replaced');
  await dialog.getByRole('button', { name: en.takeOut }).click();
  await expect(dialog).toBeHidden();
  const out = page.locator(`.buoy-control__item[data-label="${label}"]`);
  await expect(out).toHaveAttribute('data-state', 'out_of_service');
  await expect(out).toContainText('Mooring chain being replaced');
  await expect(out).toContainText(en.outUntilFurtherNotice);

  // The other tab was not touched: the stream told it.
  await expect(row).toHaveAttribute('data-status', 'out_of_service', { timeout: 30_000 });
  // Out of service is grey with a bar, not the red cross of a booked buoy (issue 28 item 6).
  await expect(row.locator('svg')).toHaveAttribute('data-glyph', 'bar');
  await expect(row.locator('svg')).toHaveClass(/tone-neutral/);

  await out.getByRole('button', { name: en.putBack }).click();
  const back = page.getByRole('dialog', { name: en.putBackTitle.replace('{label}', label) });
  await back.getByRole('button', { name: en.putBack }).click();
  await expect(back).toBeHidden();
  await expect(out).toHaveAttribute('data-state', 'in_service');
  await expect(row).toHaveAttribute('data-status', 'fcfs', { timeout: 30_000 });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: en.qrPrint }).click();
  expect((await download).suggestedFilename()).toBe(`${BAY}-qr-codes.pdf`);
});
