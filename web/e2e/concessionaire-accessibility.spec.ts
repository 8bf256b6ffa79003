import { expect, test, type Page } from '@playwright/test';
import { backOffice, busiestBay, DEMO_CONCESSIONAIRE, signInAsStaff } from './concessionaire-support';
import { axeViolations, LOCALES, MESSAGES, recordCspViolations, type LocaleCode } from './support';

// axe (WCAG 2.2 AA) and CSP on every back-office page in every language (issue 15 item 11), each
// checked once its figures have arrived, and the overview's charts shown as their tables too.

type Settled = (page: Page, locale: LocaleCode) => Promise<void>;

const heading = (page: Page, name: string) =>
  expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

const PAGES: { page: string; settled: Settled }[] = [
  {
    page: 'overview',
    settled: async (page, locale) => {
      await heading(page, MESSAGES[locale].ConcessionaireOverview.title);
      await expect(page.locator('svg.chart__svg')).toHaveCount(2, { timeout: 30_000 });
    },
  },
  {
    page: 'booking_history',
    settled: async (page, locale) => {
      await heading(page, MESSAGES[locale].BookingHistory.title);
      await expect(page.locator('.backoffice-count')).toBeVisible({ timeout: 30_000 });
    },
  },
  {
    page: 'turnover',
    settled: async (page, locale) => {
      await heading(page, MESSAGES[locale].Turnover.title);
      await expect(page.locator('svg.chart__svg')).toHaveCount(1, { timeout: 30_000 });
    },
  },
  {
    page: 'onboarding',
    settled: async (page, locale) => {
      await heading(page, MESSAGES[locale].Onboarding.title);
      await expect(page.locator('.payout-state')).toBeVisible({ timeout: 30_000 });
    },
  },
];

for (const { code: locale } of LOCALES) {
  test(`when the demo concessionaire opens each back-office page in ${locale}, then axe finds no WCAG 2.2 AA violation and no CSP violation is reported`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const cspViolations = await recordCspViolations(page);
    await signInAsStaff(page, locale, DEMO_CONCESSIONAIRE);
    const bay = await busiestBay(page);

    await page.goto(`/${locale}/concessionaires/bays`);
    await heading(page, MESSAGES[locale].ConcessionaireBays.title);
    await expect(page.locator('.payout-state').first()).toBeVisible({ timeout: 30_000 });
    expect(await axeViolations(page)).toEqual([]);

    for (const { page: path, settled } of PAGES) {
      await page.goto(backOffice(locale, bay.bay_id, path));
      await settled(page, locale);
      expect({ path, violations: await axeViolations(page) }).toEqual({ path, violations: [] });
    }

    await page.goto(backOffice(locale, bay.bay_id, 'overview'));
    await expect(page.locator('svg.chart__svg')).toHaveCount(2, { timeout: 30_000 });
    for (const toggle of await page
      .getByRole('button', { name: MESSAGES[locale].ConcessionaireLayout.showAsTable })
      .all())
      await toggle.click();
    await expect(page.locator('.chart__table table')).toHaveCount(2);
    expect(await axeViolations(page)).toEqual([]);
    expect(await cspViolations()).toEqual([]);
  });
}
