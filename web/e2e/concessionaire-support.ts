import { expect, type Page } from '@playwright/test';
import { fillSignIn, freshAccessToken } from './account-support';
import { E2E_API_BASE_URL } from './full-stack';
import { MESSAGES, type LocaleCode } from './support';

// The demo operators' staff (services/auth/src/seed/demo-account-list.ts, `make start`), signed
// in through the page as a person does, and the bays the BFF says they run.

export const DEMO_PASSWORD = 'moorline-demo';
/** Manages the four demo bays of Jadranske Bove d.o.o., whose payout account is ready. */
export const DEMO_CONCESSIONAIRE = 'concessionaire@moorline.local';
/** Manages Stončica for an operator that has not finished payment onboarding. */
export const NEW_OPERATOR = 'new.operator@moorline.local';

export type StaffBay = {
  bay_id: string;
  slug: string;
  name: string;
  bookable_online: boolean;
  buoys: { digital: number };
};

/** Signs staff in on the sign-in page; they land in the back office (issue 28 item 8). */
export async function signInAsStaff(page: Page, locale: LocaleCode, email: string): Promise<void> {
  await page.goto(`/${locale}/auth/signin`);
  await fillSignIn(page, locale, email, DEMO_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`/${locale}/concessionaires/`));
}

/** A back-office answer for the signed-in staff member, with a fresh token of the page's session. */
async function staffGet<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`${E2E_API_BASE_URL}${path}`, {
    headers: { Authorization: `Bearer ${await freshAccessToken(page)}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

/** The bays the signed-in staff member runs, as the BFF answers them. */
export async function staffBays(page: Page): Promise<StaffBay[]> {
  return (await staffGet<{ bays: StaffBay[] }>(page, '/v1/concessionaires/bays')).bays;
}

/** Booking seeds the demo history once catalog answers: wait until the bay's bookings are there. */
export async function waitForDemoHistory(page: Page, bay: StaffBay): Promise<void> {
  await expect
    .poll(
      async () =>
        (await staffGet<{ bookings: unknown[] }>(page, `/v1/concessionaires/bays/${bay.bay_id}/bookings`))
          .bookings.length,
      { timeout: 90_000, intervals: [2_000] },
    )
    .toBeGreaterThan(0);
}

/**
 * The bay with the most digital buoys: the demo history books digital buoys in service, so it has
 * the most to show (a bay of traditional buoys only has no figures of its own).
 */
export async function busiestBay(page: Page): Promise<StaffBay> {
  const [busiest] = (await staffBays(page)).sort((a, b) => b.buoys.digital - a.buoys.digital);
  if (busiest === undefined) throw new Error('the staff member runs no bay');
  return busiest;
}

export const backOffice = (locale: LocaleCode, bay: string, page: string) =>
  `/${locale}/concessionaires/${bay}/${page}`;

/** A chart of the page, shown as its table by its switch; answers the table. */
export async function showChartAsTable(page: Page, locale: LocaleCode, title: string) {
  const figure = page.getByRole('figure', { name: title });
  await expect(figure).toBeVisible();
  await expect(figure.locator('svg.chart__svg')).toBeVisible({ timeout: 30_000 });
  const toggle = figure.getByRole('button', { name: MESSAGES[locale].ConcessionaireLayout.showAsTable });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  const table = figure.getByRole('table');
  await expect(table).toBeVisible();
  await expect(figure.locator('svg.chart__svg')).toHaveCount(0);
  return table;
}
