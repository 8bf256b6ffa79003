import { expect, test } from '@playwright/test';
import { expectedHeading, INTERNAL_PAGES, LOCALES, MESSAGES, pathFor, PUBLIC_PAGES } from './support';

for (const locale of LOCALES) {
  for (const page of PUBLIC_PAGES) {
    test(`when ${pathFor(locale.code, page)} is opened, then it answers 200 with its ${locale.code} heading and says whether search engines may list it`, async ({
      page: browser,
    }) => {
      const response = await browser.goto(pathFor(locale.code, page));
      expect(response?.status()).toBe(200);
      await expect(browser.locator('html')).toHaveAttribute('lang', locale.isoTag);
      await expect(browser.getByRole('heading', { level: 1 })).toHaveText(expectedHeading(locale.code, page));
      // Our internal pages stay reachable but out of search results; the visitors' pages are indexable.
      const robots = browser.locator('meta[name="robots"]');
      if (INTERNAL_PAGES.includes(page)) await expect(robots).toHaveAttribute('content', /noindex/);
      else await expect(robots).toHaveCount(0);
    });
  }

  test(`when an unknown path under /${locale.code} is opened, then the ${locale.code} 404 page answers`, async ({
    page,
  }) => {
    const response = await page.goto(`/${locale.code}/no-such-page/really`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      MESSAGES[locale.code].Errors.notFoundTitle,
    );
  });
}

test('when the bare root is opened without a language cookie, then the English home page answers 200 itself', async ({
  page,
}) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  expect(response?.request().redirectedFrom()).toBeNull();
  expect(new URL(page.url()).pathname).toBe('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES.en.HomePage.hero.title);
});

test('when a page is opened without a locale prefix, then it redirects to the default locale', async ({
  page,
}) => {
  await page.goto('/about');
  expect(new URL(page.url()).pathname).toBe('/en/about');
});

test('when an unknown path without a locale is opened, then the 404 page answers', async ({ page }) => {
  const response = await page.goto('/definitely-not-here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES.en.Errors.notFoundTitle);
});
