import { expect, test } from '@playwright/test';
import {
  fillSignIn,
  mapPage,
  newAccount,
  signedInAccount,
  signUp,
  verifiedAccount,
  verifyEmail,
} from './account-support';
import { LOCALES, MESSAGES, type LocaleCode } from './support';

// spec §2: guest pages send signed-in users on; dashboard pages send signed-out users to sign in.
const GUEST_PAGES = [
  '/auth/signin',
  '/auth/signup',
  '/auth/signup-qr?key=some-buoy',
  '/auth/forgot-password',
  '/auth/reset-password/some-uid/some-token',
  '/auth/verify-email?key=some-key',
];

test('when a signed-in user opens any guest page, then it redirects to the map', async ({ page }) => {
  test.setTimeout(120_000);
  await signedInAccount(page, 'sl', 'guest-pages');
  for (const path of GUEST_PAGES) {
    await page.goto(`/sl${path}`);
    await expect(page, path).toHaveURL(mapPage('sl'));
  }
});

// Issue 17: whatever sent the visitor to sign in gets them back there, path and query; a `next`
// that leaves the site is ignored.
const RETURNS: {
  when: string;
  locale: LocaleCode;
  open: string;
  pressSignIn: boolean;
  signInPage: RegExp;
  landing: RegExp;
}[] = [
  {
    when: 'a signed-out visitor opens a dashboard page, then signing in comes back to it, query and all',
    locale: 'it',
    open: '/it/dashboard/bookings?filter=upcoming',
    pressSignIn: false,
    signInPage: /\/it\/auth\/signin\?next=%2Fit%2Fdashboard%2Fbookings%3Ffilter%3Dupcoming$/,
    landing: /\/it\/dashboard\/bookings\?filter=upcoming$/,
  },
  {
    when: "a visitor presses the navbar's Sign in on a bay page, then signing in comes back to it",
    locale: 'en',
    open: '/en/bays/telascica',
    pressSignIn: true,
    signInPage: /\/en\/auth\/signin\?next=%2Fen%2Fbays%2Ftelascica$/,
    landing: /\/en\/bays\/telascica$/,
  },
  {
    when: 'a sign-in link names another site as next, then signing in goes to the map instead',
    locale: 'en',
    open: `/en/auth/signin?next=${encodeURIComponent('//evil.example/en/map')}`,
    pressSignIn: false,
    signInPage: /\/en\/auth\/signin\?next=%2F%2Fevil\.example%2Fen%2Fmap$/,
    landing: mapPage('en'),
  },
];

for (const { when, locale, open, pressSignIn, signInPage, landing } of RETURNS) {
  test(`when ${when}`, async ({ page }) => {
    test.setTimeout(90_000);
    const account = await verifiedAccount(page, locale, 'return-path');
    // The page has started (hydrated, session ready) before the navbar's link is pressed.
    await page.goto(open, { waitUntil: 'networkidle' });
    if (pressSignIn) await page.getByRole('link', { name: MESSAGES[locale].AccountMenu.signIn }).click();
    await expect(page).toHaveURL(signInPage, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES[locale].SignInPage.title);
    await fillSignIn(page, locale, account.email, account.password);
    await expect(page).toHaveURL(landing);
  });
}

test('when a stored token is no longer valid and no refresh cookie is held, then start-up clears it', async ({
  page,
}) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded') !== null) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('access_token', 'forged-token');
    localStorage.setItem('user', JSON.stringify({ email: 'eve@example.com', firstName: 'Eve' }));
  });
  await page.goto('/en/dashboard/account');
  await expect(page).toHaveURL(/\/en\/auth\/signin\?next=%2Fen%2Fdashboard%2Faccount$/);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
});

test.describe('sign-in errors in the page language', () => {
  test.describe.configure({ mode: 'serial' });
  const account = newAccount('wrong-password');

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext();
    const page = await context.newPage();
    await signUp(page, 'en', account);
    await verifyEmail(page, 'en', account);
    await context.close();
  });

  // Four wrong passwords in all: one short of the lockout (5 in 15 minutes).
  for (const { code: locale } of LOCALES) {
    test(`when the password is wrong on the ${locale} page, then "${MESSAGES[locale].ErrorCodes.invalid_credentials}" is shown`, async ({
      page,
    }) => {
      const m = MESSAGES[locale];
      await page.goto(`/${locale}/auth/signin`);
      await fillSignIn(page, locale, account.email, 'not the password');
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(m.ErrorCodes.invalid_credentials);
      await expect(page).toHaveURL(new RegExp(`/${locale}/auth/signin$`));
    });
  }

  test('when the form is sent empty, then each field says so in the page language', async ({ page }) => {
    const m = MESSAGES.hr;
    await page.goto('/hr/auth/signin');
    await page.getByRole('button', { name: m.SignInPage.submit, exact: true }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(m.AuthForm.errorSummary);
    await expect(page.getByLabel(m.AuthForm.email, { exact: true })).toBeFocused();
    await expect(page.getByLabel(m.AuthForm.email, { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(m.AuthForm.required)).toHaveCount(2);
  });
});
