import { expect, test, type Browser, type Page } from '@playwright/test';
import { fillSignIn, mapPage, signIn, verifiedAccount } from './account-support';
import { fillApplication } from './concessionaire-application-support';
import { shootBothSizes } from './screenshots';
import { DEMO_PASSWORD } from './concessionaire-support';
import { MESSAGES, type LocaleCode } from './support';

// Issue 27 item 1 in the browser: a new user applies, the demo admin approves in the console, the
// applicant sees the approval and the way to the new bay; the console refuses a boater.

const DEMO_ADMIN = 'admin@moorline.local';
const DEMO_SAILOR = 'sailor@moorline.local';

async function signInAs(browser: Browser, locale: LocaleCode, email: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(`/${locale}/auth/signin`);
  await fillSignIn(page, locale, email, DEMO_PASSWORD);
  await expect(page).toHaveURL(mapPage(locale));
  return page;
}

/** Opens the application for `bayName` from the admin's queue of submitted applications. */
async function openFromQueue(admin: Page, locale: LocaleCode, bayName: string): Promise<void> {
  const m = MESSAGES[locale];
  await admin.goto(`/${locale}/admin`);
  await expect(admin).toHaveURL(new RegExp(`/${locale}/admin/applications$`));
  await admin.getByLabel(m.AdminApplications.stateFilter).selectOption('submitted');
  await expect(admin).toHaveURL(/\?state=submitted$/);
  await expect(admin.getByRole('table').getByRole('link', { name: bayName })).toBeVisible();
}

async function apply(page: Page, locale: LocaleCode, bayName: string, onFilled: () => Promise<void>) {
  const m = MESSAGES[locale];
  await page.goto(`/${locale}/concessionaires/apply`);
  await expect(page.getByRole('heading', { level: 1, name: m.ApplyPage.title })).toBeVisible();
  await fillApplication(page, locale, bayName);
  await onFilled();
  await page.getByRole('button', { name: m.ApplyPage.submit }).click();
  await expect(page.getByRole('status').filter({ hasText: m.ApplyPage.sent })).toBeVisible({
    timeout: 30_000,
  });
  const card = page.getByRole('listitem').filter({ hasText: bayName });
  await expect(card.getByText(m.ApplicationStates.submitted, { exact: true })).toBeVisible();
}

test('when a new user applies and the admin approves, then the applicant sees it approved with the way to the new bay', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const m = MESSAGES.en;
  const bayName = `Uvala ${Date.now().toString(36)}`;
  const account = await verifiedAccount(page, 'en', 'applicant');
  await page.goto('/en/concessionaires/apply');
  await expect(page).toHaveURL(/\/en\/auth\/signin\?next=/);
  await signIn(page, 'en', account);
  await apply(page, 'en', bayName, () => shootBothSizes(page, testInfo, 'apply-filled-en'));

  const admin = await signInAs(browser, 'en', DEMO_ADMIN);
  await openFromQueue(admin, 'en', bayName);
  await shootBothSizes(admin, testInfo, 'admin-queue-en');
  await admin.getByRole('table').getByRole('link', { name: bayName }).click();
  await expect(admin.getByRole('heading', { level: 1, name: bayName })).toBeVisible();
  await expect(admin.getByRole('button', { name: /PDF/ })).toBeVisible();
  await shootBothSizes(admin, testInfo, 'admin-detail-en');
  await admin.getByRole('button', { name: m.AdminApplications.approve, exact: true }).click();
  const dialog = admin.getByRole('dialog', {
    name: m.AdminApplications.approveTitle.replace('{bay}', bayName),
  });
  await dialog.getByRole('button', { name: m.AdminApplications.confirmApprove }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(admin.getByText(m.ApplicationStates.approved, { exact: true })).toBeVisible();
  await admin
    .getByRole('navigation', { name: m.AdminConsole.navigation })
    .getByRole('link', { name: m.AdminConsole.audit })
    .click();
  await expect(admin.getByRole('heading', { level: 1, name: m.AdminAudit.title })).toBeVisible();
  await expect(admin.getByRole('table').getByText('application.approve').first()).toBeVisible();

  await page.reload();
  const card = page.getByRole('listitem').filter({ hasText: bayName });
  await expect(card.getByText(m.ApplicationStates.approved, { exact: true })).toBeVisible();
  const setup = card.getByRole('link', { name: m.ApplyPage.toSetup.replace('{bay}', bayName) });
  await expect(setup).toHaveAttribute('href', /^\/en\/concessionaires\/[0-9a-f-]{36}\/setup$/);
  await expect(card.getByRole('link', { name: m.ApplyPage.toBackOffice })).toHaveAttribute(
    'href',
    '/en/concessionaires/bays',
  );
  // The page renews the session, so the back office's guard lets the new concessionaire in.
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            (JSON.parse(localStorage.getItem('user') ?? '{}') as { isConcessionaire?: boolean })
              .isConcessionaire,
        ),
      { timeout: 30_000 },
    )
    .toBe(true);
});

test('when the apply page and the console are shown in Croatian, then they are pictured at both sizes', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const bayName = `Uvala ${Date.now().toString(36)} hr`;
  const account = await verifiedAccount(page, 'hr', 'primjena');
  await signIn(page, 'hr', account);
  await apply(page, 'hr', bayName, () => shootBothSizes(page, testInfo, 'apply-filled-hr'));
  const admin = await signInAs(browser, 'hr', DEMO_ADMIN);
  await openFromQueue(admin, 'hr', bayName);
  await shootBothSizes(admin, testInfo, 'admin-queue-hr');
  await admin.getByRole('table').getByRole('link', { name: bayName }).click();
  await expect(admin.getByRole('heading', { level: 1, name: bayName })).toBeVisible();
  await shootBothSizes(admin, testInfo, 'admin-detail-hr');
});

test('when a boater opens the admin console, then they get the 403 page in their language and no console', async ({
  browser,
}) => {
  const m = MESSAGES.hr;
  const boater = await signInAs(browser, 'hr', DEMO_SAILOR);
  await boater.goto('/hr/admin/applications');
  await expect(boater.getByRole('heading', { level: 1, name: m.AdminConsole.forbiddenTitle })).toBeVisible();
  await expect(boater.getByText('403', { exact: true })).toBeVisible();
  await expect(boater.getByRole('navigation', { name: m.AdminConsole.navigation })).toHaveCount(0);
});
