import { expect, test, type Browser, type Page } from '@playwright/test';
import { fillSignIn, mapPage, newAccount, signUp } from './account-support';
import { shootBothSizes } from './screenshots';
import { DEMO_PASSWORD } from './concessionaire-support';
import { MESSAGES, type LocaleCode } from './support';

// Issue 27 item 1, the console's support pages in the browser: the demo admin finds a boater by
// email and opens their bookings, locks and unlocks a fresh account (never a demo one other specs
// sign in with), and finds a live demo bay with its links.

const DEMO_SAILOR = 'sailor@moorline.local';

async function consoleOf(browser: Browser, locale: LocaleCode): Promise<Page> {
  const admin = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await admin.goto(`/${locale}/auth/signin`);
  await fillSignIn(admin, locale, 'admin@moorline.local', DEMO_PASSWORD);
  await expect(admin).toHaveURL(mapPage(locale));
  return admin;
}

async function searchUsers(admin: Page, locale: LocaleCode, email: string): Promise<void> {
  const m = MESSAGES[locale].AdminUsers;
  await admin.getByLabel(m.emailLabel).fill(email);
  await admin.getByRole('button', { name: m.search, exact: true }).click();
  await expect(admin.getByRole('table').getByRole('cell', { name: email, exact: true })).toBeVisible();
}

test('when the admin searches a demo boater by email, then they see them verified and open their bookings', async ({
  browser,
}, testInfo) => {
  const m = MESSAGES.en;
  const admin = await consoleOf(browser, 'en');
  await admin.goto('/en/admin');
  await admin
    .getByRole('navigation', { name: m.AdminConsole.navigation })
    .getByRole('link', { name: m.AdminConsole.users })
    .click();
  await expect(admin.getByRole('heading', { level: 1, name: m.AdminUsers.title })).toBeVisible();
  await searchUsers(admin, 'en', DEMO_SAILOR);
  await expect(admin).toHaveURL(/\/en\/admin\/users\?email=sailor%40moorline\.local$/);
  const row = admin.getByRole('row').filter({ hasText: DEMO_SAILOR });
  await expect(row.getByText(m.AdminUsers.verified, { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: new RegExp(`^${m.AdminUsers.resend}`) })).toHaveCount(0);
  await shootBothSizes(admin, testInfo, 'admin-users-en');
  await row.getByRole('link', { name: `${m.AdminUsers.bookings} ${DEMO_SAILOR}` }).click();
  await expect(admin.getByRole('heading', { level: 1, name: m.AdminUsers.bookingsTitle })).toBeVisible();
  await expect(admin.getByText(DEMO_SAILOR, { exact: true })).toBeVisible();
  // The demo boater's bookings depend on what other specs booked; the list settles either way.
  await expect(admin.getByRole('table').or(admin.getByText(m.AdminUsers.noBookings))).toBeVisible();
  await admin.getByRole('link', { name: m.AdminUsers.backToSearch }).click();
  await expect(admin.getByRole('table').getByRole('cell', { name: DEMO_SAILOR, exact: true })).toBeVisible();
});

test('when the admin locks and unlocks a new unverified account, then its state follows and it may be sent the link again', async ({
  browser,
  page,
}, testInfo) => {
  const m = MESSAGES.hr;
  const account = newAccount('admin-lock');
  await signUp(page, 'hr', account);
  const admin = await consoleOf(browser, 'hr');
  await admin.goto('/hr/admin/users');
  await searchUsers(admin, 'hr', account.email);
  const row = admin.getByRole('row').filter({ hasText: account.email });
  await expect(row.getByText(m.AdminUsers.unverified, { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: `${m.AdminUsers.resend} ${account.email}` })).toBeVisible();
  await row.getByRole('button', { name: `${m.AdminUsers.lock} ${account.email}` }).click();
  const dialog = admin.getByRole('dialog', {
    name: m.AdminUsers.lockTitle.replace('{email}', account.email),
  });
  await dialog.getByRole('button', { name: m.AdminUsers.lockConfirm }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(row.getByText(m.AdminUsers.locked, { exact: true })).toBeVisible();
  await shootBothSizes(admin, testInfo, 'admin-users-hr');
  await row.getByRole('button', { name: `${m.AdminUsers.unlock} ${account.email}` }).click();
  await admin
    .getByRole('dialog', { name: m.AdminUsers.unlockTitle.replace('{email}', account.email) })
    .getByRole('button', { name: m.AdminUsers.unlockConfirm })
    .click();
  await expect(row.getByText(m.AdminUsers.locked, { exact: true })).toHaveCount(0);
});

test('when the admin lists the live bays, then a demo bay shows with its back office and public page', async ({
  browser,
}) => {
  const m = MESSAGES.en.AdminBays;
  const admin = await consoleOf(browser, 'en');
  await admin.goto('/en/admin/bays');
  await admin.getByLabel(m.statusFilter).selectOption('live');
  await expect(admin).toHaveURL(/\/en\/admin\/bays\?status=live$/);
  const row = admin.getByRole('row').filter({ hasText: 'Telašćica (HR)' });
  await expect(row.getByText(m.status.live, { exact: true })).toBeVisible();
  await expect(row.getByRole('link', { name: `${m.publicPage} Telašćica` })).toHaveAttribute(
    'href',
    '/en/bays/telascica',
  );
  await expect(row.getByRole('link', { name: `${m.backOffice} Telašćica` })).toHaveAttribute(
    'href',
    /^\/en\/concessionaires\/[0-9a-f-]{36}\/overview$/,
  );
});

for (const locale of ['en', 'hr'] as const)
  test(`when the admin opens partner embeds (${locale}), then the demo partners are listed with their bookings`, async ({
    browser,
  }) => {
    const m = MESSAGES[locale].AdminEmbeds;
    const admin = await consoleOf(browser, locale);
    await admin.goto(`/${locale}/admin/embeds`);
    await expect(admin.getByRole('heading', { level: 1, name: m.title })).toBeVisible();
    const table = admin.getByRole('table', { name: m.turnoverHeading });
    // The demo tourist board's embed brought part of the harbour company's history (30 days).
    await expect(table.getByRole('row')).not.toHaveCount(1);
    await expect(table.getByRole('cell', { name: 'Elafiti Sailing Club' })).toBeVisible();
    await shootBothSizes(admin, test.info(), `admin-embeds-${locale}`);
  });
