import { expect, test } from '@playwright/test';
import { resetPasswordTemplate } from '../../services/notification/src/account-mail/reset-password.template';
import { verifyEmailTemplate } from '../../services/notification/src/account-mail/verify-email.template';
import {
  fillSignIn,
  mailWithLink,
  mapPage,
  newAccount,
  pathOf,
  RESET_LINK,
  signedInAccount,
  signIn,
  signUp,
  VERIFY_LINK,
  verifiedAccount,
} from './account-support';
import { LOCALES, MESSAGES } from './support';

// The email is written in the language of the page the boater signed up on.
const subjectIn = (locale: (typeof LOCALES)[number]['code']) =>
  verifyEmailTemplate[locale]({ firstName: '', link: '', expires: { date: '', time: '' } }).subject;

for (const { code: locale } of LOCALES) {
  test(`when a boater signs up in ${locale}, then the verification email and every step are in ${locale}`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const m = MESSAGES[locale];
    const account = newAccount(`signup-${locale}`);
    await signUp(page, locale, account);

    const mail = await mailWithLink(account.email, VERIFY_LINK);
    expect(mail.subject).toBe(subjectIn(locale));
    expect(mail.link.pathname).toBe(`/${locale}/auth/verify-email`);
    await page.goto(pathOf(mail.link));
    await expect(page.locator('html')).toHaveAttribute(
      'lang',
      LOCALES.find((l) => l.code === locale)?.isoTag ?? '',
    );
    await expect(page.getByRole('main').getByRole('status')).toContainText(m.VerifyEmailPage.verifiedTitle);

    // The same link again: the key has been used.
    await page.reload();
    await expect(page.getByRole('main').getByRole('status')).toContainText(m.ErrorCodes.already_verified);

    await page.getByRole('main').getByRole('link', { name: m.VerifyEmailPage.signIn }).click();
    await fillSignIn(page, locale, account.email, account.password);
    await expect(page).toHaveURL(mapPage(locale));
  });
}

test('when a boater who signed up in English asks for a reset on the Croatian page, then the email and its link are Croatian and lead to this web app', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const m = MESSAGES.hr;
  const account = await verifiedAccount(page, 'en', 'reset-hr');
  await page.goto('/hr/auth/forgot-password');
  await page.getByLabel(m.AuthForm.email, { exact: true }).fill(account.email);
  await page.getByRole('button', { name: m.ForgotPasswordPage.submit }).click();

  const mail = await mailWithLink(account.email, RESET_LINK);
  const blank = { firstName: '', link: '', expires: { date: '', time: '' } };
  expect(mail.subject).toBe(resetPasswordTemplate.hr(blank).subject);
  // The configured public address of the web app (make start: the web's own port), not a default.
  expect(mail.link.origin).toBe(new URL(baseURL ?? '').origin);
  expect(mail.link.pathname).toMatch(/^\/hr\/auth\/reset-password\//);
});

test('when the verification key is made up, then the page says the key is invalid', async ({ page }) => {
  const m = MESSAGES.hr;
  await page.goto('/hr/auth/verify-email?key=not-a-real-key');
  await expect(page.getByRole('main').getByRole('alert')).toContainText(m.ErrorCodes.invalid_key);
});

test('when a signed-in user switches the language, then the account keeps the new language', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const account = await signedInAccount(page, 'sl', 'switch');
  await page.goto('/sl');
  const updated = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && response.url().endsWith('/v1/auth/update-language'),
  );
  await page.getByRole('button', { name: new RegExp(MESSAGES.sl.LanguageSwitcher.label) }).click();
  await page.getByRole('link', { name: 'Hrvatski' }).click();
  expect((await updated).status()).toBe(200);
  await expect(page).toHaveURL(/\/hr$/);

  // The server kept it: after signing out, a fresh sign-in answers with the new language.
  await page.getByRole('button', { name: MESSAGES.hr.AccountMenu.label }).click();
  await page.getByRole('button', { name: MESSAGES.hr.AccountMenu.signOut }).click();
  await expect(page).toHaveURL(/\/hr\/auth\/signin$/);
  await signIn(page, 'hr', account);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').language)).toBe('hr');
});
