import { expect, test, type Locator, type Page } from '@playwright/test';
import { signedInAccount } from './account-support';
import { axeViolations, LOCALES, MESSAGES, recordCspViolations } from './support';

type Messages = (typeof MESSAGES)['en'];

// Each page with what shows that it has settled: a form ready to send, or the outcome of its link.
const AUTH_PAGES: { path: string; settled: (page: Page, m: Messages) => Locator }[] = [
  {
    path: '/auth/signin',
    settled: (page, m) => page.getByRole('button', { name: m.SignInPage.submit, exact: true }),
  },
  { path: '/auth/signup', settled: (page, m) => page.getByRole('button', { name: m.SignUpPage.submit }) },
  {
    path: '/auth/signup-qr?key=some-buoy',
    settled: (page, m) => page.getByRole('button', { name: m.SignUpPage.submit }),
  },
  {
    path: '/auth/forgot-password',
    settled: (page, m) => page.getByRole('button', { name: m.ForgotPasswordPage.submit }),
  },
  {
    path: '/auth/reset-password/some-uid/some-token',
    settled: (page) => page.getByRole('main').getByRole('alert'),
  },
  { path: '/auth/verify-email', settled: (page) => page.getByRole('main').getByRole('alert') },
];

for (const { code: locale } of LOCALES) {
  for (const { path, settled } of AUTH_PAGES) {
    test(`when /${locale}${path} loads, then axe finds no WCAG 2.2 AA violation and no CSP violation is reported`, async ({
      page,
    }) => {
      const cspViolations = await recordCspViolations(page);
      await page.goto(`/${locale}${path}`, { waitUntil: 'load' });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(settled(page, MESSAGES[locale])).toBeEnabled();
      expect(await axeViolations(page)).toEqual([]);
      expect(await cspViolations()).toEqual([]);
    });
  }
}

test('when the sign-up form shows its errors, then it stays accessible and names each problem', async ({
  page,
}) => {
  const m = MESSAGES.it;
  await page.goto('/it/auth/signup');
  await page.getByRole('button', { name: m.SignUpPage.submit }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(m.AuthForm.errorSummary);
  await expect(page.getByLabel(m.AuthForm.firstName, { exact: true })).toBeFocused();
  await expect(
    page.getByRole('checkbox', { name: m.SignUpPage.terms.replace(/<\/?link>/g, '') }),
  ).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(m.AuthForm.termsRequired)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('when a signed-in user opens the account page, then it is accessible', async ({ page }) => {
  test.setTimeout(90_000);
  await signedInAccount(page, 'sl', 'a11y');
  const cspViolations = await recordCspViolations(page);
  await page.goto('/sl/dashboard/account');
  await expect(page.getByLabel(MESSAGES.sl.AuthForm.firstName, { exact: true })).toHaveValue('Ana');
  expect(await axeViolations(page)).toEqual([]);
  expect(await cspViolations()).toEqual([]);
});
