import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { fillSignIn } from './account-support';
import { E2E_API_BASE_URL } from './full-stack';
import { axeViolations, MESSAGES, recordCspViolations } from './support';

// Issue 15 item 8: the demo manager uploads a photo on the bay's shop window page, captions it,
// and the public bay page shows it at once in place of the drawn pictures, served by the API's
// media route in WebP and JPEG at several widths; deleting it brings the drawn pictures back.
// Only this file changes Okuklje's shop window (the map tests look at its pin alone).

const BAY = 'mljet-okuklje';
const MANAGER = { email: 'concessionaire@moorline.local', password: 'moorline-demo' };
const CAPTION = 'Evening light over Okuklje, from the test';
const s = MESSAGES.en.ShopWindow;

const eveningPhoto = () =>
  sharp({ create: { width: 1400, height: 900, channels: 3, background: '#d9822b' } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '42/1 46/1 0/1' } })
    .toBuffer();

test('when the demo manager uploads a photo on the shop window page, then the public bay page shows it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const bay = (await (await request.get(`${E2E_API_BASE_URL}/v1/bays/${BAY}`)).json()) as { id: string };
  const cspViolations = await recordCspViolations(page);

  await page.goto('/en/auth/signin');
  await fillSignIn(page, 'en', MANAGER.email, MANAGER.password);
  await expect(page).not.toHaveURL(/\/auth\/signin/);
  await page.goto(`/en/concessionaires/${bay.id}/shop_window`);
  await expect(page.getByRole('heading', { level: 1, name: s.title })).toBeVisible();
  await expect(page.getByText(s.noPhotos)).toBeVisible();

  await page.getByLabel(s.chooseFile).setInputFiles({
    name: 'okuklje-evening.jpg',
    mimeType: 'image/jpeg',
    buffer: await eveningPhoto(),
  });
  await expect(page.getByRole('status').filter({ hasText: s.uploaded })).toBeVisible({ timeout: 30_000 });
  const item = page.locator('.shop-photo').first();
  await expect(item.getByRole('heading', { name: 'Photo 1 of 1' })).toBeVisible();
  await item.getByLabel('Caption (English)').fill(CAPTION);
  await item.getByRole('button', { name: s.saveCaption }).click();
  await expect(item.getByRole('status')).toHaveText('Caption of photo 1 saved.');
  expect(await axeViolations(page)).toEqual([]);

  await page.goto(`/en/bays/${BAY}`);
  const opener = page.getByRole('button', { name: new RegExp(`^Open photo 1 of 1.*${CAPTION}`) });
  await expect(opener).toBeVisible();
  const image = opener.locator('img');
  await expect(image).toHaveAttribute('loading', 'eager');
  await expect(opener.locator('source[type="image/webp"]')).toHaveAttribute(
    'srcset',
    /\/v1\/media\/photos\/[\w-]+\/480\.webp\?v=[0-9a-f]{16} 480w, .*960w, .*1400w$/,
  );
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByText(CAPTION, { exact: true })).toBeVisible();
  const media = await request.get(await image.evaluate((img: HTMLImageElement) => img.currentSrc));
  expect(media.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(await cspViolations()).toEqual([]);

  // Deleting it (with a confirmation) gives the bay its drawn pictures back.
  await page.goto(`/en/concessionaires/${bay.id}/shop_window`);
  await page.getByRole('button', { name: 'Delete photo 1' }).click();
  await page.getByRole('dialog').getByRole('button', { name: s.confirmDelete }).click();
  await expect(page.getByText(s.noPhotos)).toBeVisible();
  await page.goto(`/en/bays/${BAY}`);
  await expect(page.getByRole('button', { name: /^Open photo 1 of / })).toBeVisible();
  await expect(page.locator('.gallery source')).toHaveCount(0);
});
