import { expect, test } from '@playwright/test';
import { MESSAGES } from './support';

test('when no newer build is deployed, then a navbar link navigates inside the same document', async ({
  page,
}) => {
  await page.goto('/en');
  await page.evaluate(() => Reflect.set(window, '__sameDocument', true));
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'About' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES.en.AboutPage.title);
  expect(await page.evaluate(() => Reflect.get(window, '__sameDocument'))).toBe(true);
});

test('when a newer build is deployed, then the next navigation is a full page load', async ({ page }) => {
  await page.route('**/api/build-version', (route) => route.fulfill({ json: { buildId: 'a-newer-build' } }));
  await page.goto('/en');
  await expect(page.locator('html')).toHaveAttribute('data-build-stale', 'true');
  await page.evaluate(() => Reflect.set(window, '__sameDocument', true));
  const fullLoad = page.waitForEvent('load');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'About' })
    .click();
  await fullLoad;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES.en.AboutPage.title);
  expect(await page.evaluate(() => Reflect.get(window, '__sameDocument'))).toBeUndefined();
});
