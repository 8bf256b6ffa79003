import { expect, test } from '@playwright/test';
import { MESSAGES } from './support';

const ONE_YEAR_SECONDS = 31_536_000;

test('when a language is chosen in the navbar, then user_language is set per spec §9, the page stays, and / follows it', async ({
  page,
  context,
}) => {
  await page.goto('/en/about');
  await page.getByRole('button', { name: /Language/ }).click();
  const setLanguage = page.waitForResponse((response) => response.url().endsWith('/api/set-language'));
  await page.getByRole('link', { name: 'Slovenščina' }).click();
  const response = await setLanguage;
  expect(response.status()).toBe(200);
  expect(response.request().postDataJSON()).toEqual({ localeCode: 'sl' });

  const header = (await response.headerValue('set-cookie')) ?? '';
  expect(header).toContain('user_language=sl');
  expect(header).toContain(`Max-Age=${ONE_YEAR_SECONDS}`);
  expect(header).toContain('Path=/');
  expect(header.toLowerCase()).toContain('samesite=lax');
  // The test server runs with APP_ENV=testing: Secure, and no domain because none is configured.
  expect(header).toContain('Secure');
  expect(header).not.toContain('Domain=');

  await expect(page).toHaveURL(/\/sl\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES.sl.AboutPage.title);

  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'user_language');
  expect(cookie).toMatchObject({ value: 'sl', path: '/', sameSite: 'Lax', secure: true, httpOnly: false });
  const secondsLeft = (cookie?.expires ?? 0) - Date.now() / 1000;
  expect(secondsLeft).toBeGreaterThan(ONE_YEAR_SECONDS - 120);
  expect(secondsLeft).toBeLessThanOrEqual(ONE_YEAR_SECONDS + 5);

  const home = await page.goto('/');
  expect(home?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES.sl.HomePage.hero.title);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sl-SI');
});

test('when the route names a locale, then it wins over the user_language cookie', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'user_language', value: 'hr', url: baseURL ?? '' }]);
  await page.goto('/it/cookies');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES.it.CookiesPage.title);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES.hr.HomePage.hero.title);
});

test('when set-language gets an unknown locale, then it answers 400 and sets no cookie', async ({
  request,
}) => {
  const response = await request.post('/api/set-language', { data: { localeCode: 'de' } });
  expect(response.status()).toBe(400);
  expect(response.headers()['set-cookie']).toBeUndefined();
});
