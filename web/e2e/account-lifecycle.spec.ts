import { expect, test } from '@playwright/test';
import {
  fillSignIn,
  mailWithLink,
  mapPage,
  newAccount,
  RESET_LINK,
  signIn,
  signUp,
  verifyEmail,
} from './account-support';
import { MESSAGES } from './support';

// Issue 4 item 10: the whole life of an account through the real stack, emails included.
test('when a boater signs up, verifies, edits the profile and changes the password, then the new password signs in', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const m = MESSAGES.en;
  const account = newAccount('lifecycle');

  await signUp(page, 'en', account);
  // Not verified yet: the server checks the password first, then refuses (spec §4).
  await page.goto('/en/auth/signin');
  await fillSignIn(page, 'en', account.email, account.password);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(m.ErrorCodes.email_not_verified);

  const mail = await verifyEmail(page, 'en', account);
  expect(mail.link.pathname).toBe('/en/auth/verify-email');
  await page.getByRole('main').getByRole('link', { name: m.VerifyEmailPage.signIn }).click();
  await expect(page).toHaveURL(/\/en\/auth\/signin$/);
  await fillSignIn(page, 'en', account.email, account.password);
  await expect(page).toHaveURL(mapPage('en'));

  await page.goto('/en/dashboard/account');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.AccountPage.title);
  await expect(page.getByLabel(m.AuthForm.firstName, { exact: true })).toHaveValue(account.firstName);
  await expect(page.getByText(account.email)).toBeVisible();
  await page.getByLabel(m.AuthForm.firstName, { exact: true }).fill('Marija');
  await page.getByLabel(m.AuthForm.lastName, { exact: true }).fill('Kovač');
  await page.getByLabel(m.AuthForm.phone, { exact: true }).fill('+385 91 234 5678');
  await page.getByRole('button', { name: m.AccountPage.save }).click();
  await expect(
    page.getByRole('main').getByRole('status').filter({ hasText: m.AccountPage.saved }),
  ).toBeVisible();
  await page.getByRole('button', { name: m.AccountMenu.label }).click();
  await expect(page.getByText(m.AccountMenu.signedInAs.replace('{name}', 'Marija Kovač'))).toBeVisible();
  await page.getByRole('button', { name: m.AccountMenu.label }).click();

  await page.reload();
  await expect(page.getByLabel(m.AuthForm.lastName, { exact: true })).toHaveValue('Kovač');
  await expect(page.getByLabel(m.AuthForm.phone, { exact: true })).toHaveValue('+385 91 234 5678');

  const newPassword = 'Calm harbour 2027';
  await page.getByLabel(m.AuthForm.currentPassword, { exact: true }).fill(account.password);
  await page.getByLabel(m.AuthForm.newPassword, { exact: true }).fill(newPassword);
  await page.getByLabel(m.AuthForm.newPasswordRepeat, { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: m.AccountPage.changePassword }).click();
  await expect(
    page.getByRole('main').getByRole('status').filter({ hasText: m.AccountPage.passwordChanged }),
  ).toBeVisible();

  await page.getByRole('button', { name: m.AccountMenu.label }).click();
  await page.getByRole('button', { name: m.AccountMenu.signOut }).click();
  await expect(page).toHaveURL(/\/en\/auth\/signin$/);
  expect(
    await page.evaluate(() => [localStorage.getItem('access_token'), localStorage.getItem('user')]),
  ).toEqual([null, null]);

  await fillSignIn(page, 'en', account.email, account.password);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(m.ErrorCodes.invalid_credentials);
  await signIn(page, 'en', { ...account, password: newPassword });
});

test('when a boater forgets the password, then the emailed link sets a new one, once', async ({ page }) => {
  test.setTimeout(120_000);
  const m = MESSAGES.en;
  const account = newAccount('reset');
  await signUp(page, 'en', account);
  await verifyEmail(page, 'en', account);

  await page.goto('/en/auth/signin');
  await page.getByRole('link', { name: m.SignInPage.forgotPassword }).click();
  await expect(page).toHaveURL(/\/en\/auth\/forgot-password$/);
  await page.getByLabel(m.AuthForm.email, { exact: true }).fill(account.email);
  await page.getByRole('button', { name: m.ForgotPasswordPage.submit }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(m.ForgotPasswordPage.sentTitle);

  const { link, subject } = await mailWithLink(account.email, RESET_LINK);
  expect(subject).toBe('Reset your Moorline password');
  expect(link.pathname.startsWith('/en/auth/reset-password/')).toBe(true);
  await page.goto(link.pathname);
  const newPassword = 'Quiet anchorage 2028';
  await page.getByLabel(m.AuthForm.newPassword, { exact: true }).fill(newPassword);
  await page.getByLabel(m.AuthForm.newPasswordRepeat, { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: m.ResetPasswordPage.submit }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(m.ResetPasswordPage.updatedTitle);
  await page.getByRole('main').getByRole('link', { name: m.ResetPasswordPage.signIn }).click();
  await fillSignIn(page, 'en', account.email, newPassword);
  await expect(page).toHaveURL(mapPage('en'));

  // Single use: the same link now reads as invalid or expired. Signed out first, since the reset
  // page is for guests.
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
  await page.goto(link.pathname);
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    m.ErrorCodes.invalid_or_expired_token,
  );
});

test('when someone asks to reset the password of an unknown address, then the page answers the same', async ({
  page,
}) => {
  const m = MESSAGES.en;
  const email = newAccount('nobody').email;
  await page.goto('/en/auth/forgot-password');
  await page.getByLabel(m.AuthForm.email, { exact: true }).fill(email);
  await page.getByRole('button', { name: m.ForgotPasswordPage.submit }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    m.ForgotPasswordPage.sentBody.replace('{email}', email),
  );
});
