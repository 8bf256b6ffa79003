import { expect, test, type Page, type Response } from '@playwright/test';
import { heldToken, signedInAccount } from './account-support';
import { E2E_ACCESS_TOKEN_TTL_SECONDS } from './full-stack';
import { MESSAGES } from './support';

// spec §4: on a 401 the session refreshes once, concurrent requests wait for that one refresh
// and are retried; when the refresh fails, auth is cleared and the user goes to sign in. The test
// platform issues access tokens for E2E_ACCESS_TOKEN_TTL_SECONDS, so the tests wait past that.

const PAST_EXPIRY_MS = (E2E_ACCESS_TOKEN_TTL_SECONDS + 5) * 1000;

function answersTo(page: Page, method: string, path: string): Response[] {
  const seen: Response[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.method() === method && new URL(request.url()).pathname.endsWith(path)) seen.push(response);
  });
  return seen;
}

async function openAccountPage(page: Page): Promise<void> {
  await page.goto('/en/dashboard/account');
  await expect(page.getByLabel(MESSAGES.en.AuthForm.firstName, { exact: true })).toHaveValue('Ana');
}

test('when the access token expires mid-session, then two requests in flight share one silent refresh and both go through', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const m = MESSAGES.en;
  await signedInAccount(page, 'en', 'refresh');
  await openAccountPage(page);
  const expired = await heldToken(page);

  const profileReads = answersTo(page, 'GET', '/v1/auth/profile');
  const passwordChanges = answersTo(page, 'POST', '/v1/auth/change-password');
  const unauthorized = () => [...profileReads, ...passwordChanges].filter((r) => r.status() === 401).length;
  let refreshes = 0;
  // The refresh is held until both requests have had their 401, so both are surely in flight.
  await page.route('**/v1/auth/refresh', async (route) => {
    refreshes += 1;
    await expect.poll(unauthorized, { timeout: 15_000 }).toBe(2);
    await route.continue();
  });

  await page.waitForTimeout(PAST_EXPIRY_MS);
  // Two independent parts of the page call at once: the profile is read again when the window
  // regains focus (SWR), and the password form is sent.
  await page.getByLabel(m.AuthForm.currentPassword, { exact: true }).fill('a wrong current password');
  await page.getByLabel(m.AuthForm.newPassword, { exact: true }).fill('Another tide 2029');
  await page.getByLabel(m.AuthForm.newPasswordRepeat, { exact: true }).fill('Another tide 2029');
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await page.getByRole('button', { name: m.AccountPage.changePassword }).click();

  await expect(
    page.getByRole('main').getByRole('alert').filter({ hasText: m.ErrorCodes.incorrect_current_password }),
  ).toBeVisible();
  await expect.poll(() => profileReads.map((r) => r.status())).toEqual([401, 200]);
  expect(passwordChanges.map((r) => r.status())).toEqual([401, 400]);
  expect(refreshes).toBe(1);
  const renewed = await heldToken(page);
  expect(renewed).not.toBeNull();
  expect(renewed).not.toBe(expired);
  await expect(page).toHaveURL(/\/en\/dashboard\/account$/);
});

test('when the refresh fails mid-session, then auth is cleared and the user is sent to sign in', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const m = MESSAGES.en;
  await signedInAccount(page, 'en', 'refresh-fails');
  await openAccountPage(page);

  await page.waitForTimeout(PAST_EXPIRY_MS);
  // Without the HttpOnly refresh cookie the server cannot renew the session.
  await page.context().clearCookies();
  await page.getByLabel(m.AuthForm.currentPassword, { exact: true }).fill('whatever it was');
  await page.getByLabel(m.AuthForm.newPassword, { exact: true }).fill('Another tide 2029');
  await page.getByLabel(m.AuthForm.newPasswordRepeat, { exact: true }).fill('Another tide 2029');
  await page.getByRole('button', { name: m.AccountPage.changePassword }).click();

  // Two round trips (the 401, the failed refresh), then a full page load of the sign-in page,
  // which on the CI machine's two busy cores once took longer than the default 5 s.
  await expect(page).toHaveURL(/\/en\/auth\/signin$/, { timeout: 15_000 });
  expect(await heldToken(page)).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
});

test('when a page is opened after the access token expired, then start-up renews it silently', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signedInAccount(page, 'en', 'startup-refresh');
  await page.goto('/en');
  const expired = await heldToken(page);
  await page.waitForTimeout(PAST_EXPIRY_MS);

  await openAccountPage(page);
  const renewed = await heldToken(page);
  expect(renewed).not.toBeNull();
  expect(renewed).not.toBe(expired);
});
