import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { csvWords } from '../../bff/src/routes/concessionaire/booking-history-csv-words';
import { fillSignIn, heldToken, signedInAccount } from './account-support';
import {
  backOffice,
  busiestBay,
  DEMO_CONCESSIONAIRE,
  DEMO_PASSWORD,
  NEW_OPERATOR,
  showChartAsTable,
  signInAsStaff,
  staffBays,
  waitForDemoHistory,
  type StaffBay,
} from './concessionaire-support';
import { shootBothSizes } from './screenshots';
import { E2E_API_BASE_URL } from './full-stack';
import { axeViolations, MESSAGES, type LocaleCode } from './support';

// The concessionaire back office (issue 15 items 2 to 6) on the whole platform, with the demo
// operators' 90 days of history and their payout accounts as `make start` seeds them.

test('when the demo concessionaire opens the back office, then the bays, the overview with its berths and both charts with their tables show', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const m = MESSAGES.en;
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsStaff(page, 'en', DEMO_CONCESSIONAIRE);
  const bays = await staffBays(page);
  expect(bays.length).toBeGreaterThan(1);

  await page.getByRole('button', { name: m.AccountMenu.label }).click();
  await page.getByRole('link', { name: m.AccountMenu.myBays }).click();
  await expect(page).toHaveURL(/\/en\/concessionaires\/bays$/);
  await expect(page.getByRole('heading', { level: 1, name: m.ConcessionaireBays.title })).toBeVisible();
  for (const bay of bays) await expect(page.getByRole('link', { name: bay.name, exact: true })).toBeVisible();
  await expect(page.locator('.payout-state', { hasText: m.Onboarding.state.ready })).toHaveCount(bays.length);
  await expect(page.getByText(/of \d+ booked/).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const first = await busiestBay(page);
  await waitForDemoHistory(page, first);
  await page.getByRole('link', { name: first.name, exact: true }).click();
  await expect(page).toHaveURL(backOffice('en', first.bay_id, 'overview'));
  const o = m.ConcessionaireOverview;
  await expect(page.getByRole('heading', { level: 1, name: o.title })).toBeVisible();
  await expect(page.getByRole('region', { name: o.now, exact: true })).toContainText(
    /\d+ of \d+ buoys booked/,
  );
  await expect(page.getByRole('region', { name: o.tonight, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: o.berthsTitle })).toBeVisible();
  // The demo history keeps boats on the bay's buoys tonight: the berths list is not empty.
  const berths = page.getByRole('table', { name: o.berthsCaption }).getByRole('row');
  await expect.poll(() => berths.count(), { timeout: 30_000 }).toBeGreaterThan(1);
  // Each berth names whom to reach (issue 28 item 8): the demo's stays name their skippers.
  const skippers = await berths.locator('td:nth-child(3)').allTextContents();
  expect(skippers.filter((name) => name !== '' && name !== o.skipperNotGiven).length).toBeGreaterThan(0);
  await testInfo.attach('overview-desktop', {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
  expect(await axeViolations(page)).toEqual([]);

  const coming = await showChartAsTable(page, 'en', o.comingTitle);
  await expect(coming.getByRole('row')).toHaveCount(49);
  const past = await showChartAsTable(page, 'en', o.pastTitle);
  await expect(past.getByRole('row')).toHaveCount(31);
  expect(await axeViolations(page)).toEqual([]);
});

/** The history of the demo concessionaire's busiest bay, once its demo bookings are in. */
async function openDemoHistory(page: Page, locale: LocaleCode): Promise<StaffBay> {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsStaff(page, locale, DEMO_CONCESSIONAIRE);
  const bay = await busiestBay(page);
  await waitForDemoHistory(page, bay);
  await page.goto(backOffice(locale, bay.bay_id, 'booking_history'));
  return bay;
}

test('when the history is filtered by a registration, then the rows, the address and the CSV download all follow the filter', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const m = MESSAGES.hr.BookingHistory;
  const bay = await openDemoHistory(page, 'hr');
  await expect(page.getByRole('heading', { level: 1, name: m.title })).toBeVisible();
  const table = page.getByRole('table', { name: m.tableCaption });
  await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  const registration = (await table.getByRole('row').nth(1).getByRole('cell').nth(2).textContent()) ?? '';
  expect(registration).not.toBe('');

  await page.getByRole('searchbox', { name: m.searchLabel }).fill(registration);
  await page.getByRole('button', { name: m.apply }).click();
  await expect(page).toHaveURL(
    new RegExp(`q=${encodeURIComponent(registration).replace(/%20/g, '(\\+|%20)')}`),
  );
  const rows = table.getByRole('row');
  await expect
    .poll(async () => (await rows.allTextContents()).slice(1).every((row) => row.includes(registration)))
    .toBe(true);
  expect(await axeViolations(page)).toEqual([]);

  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: m.exportCsv }).click();
  const download = await saved;
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^moorline-${bay.slug}-bookings-\\d{4}-\\d{2}-\\d{2}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
  );
  const lines = readFileSync(await download.path(), 'utf8')
    .trim()
    .split(/\r?\n/);
  expect(lines.length).toBeGreaterThan(1);
  // Written for a Croatian spreadsheet: Croatian headers, `;` between cells, a decimal comma.
  const header = csvWords.hr.header;
  expect(
    lines[0]
      ?.replace(/^\uFEFF/, '')
      .split(';')
      .slice(0, 3),
  ).toEqual([header.booking_id, header.from_date, header.to_date]);
  for (const line of lines.slice(1)) {
    expect(line).toContain(registration);
    expect(line).toMatch(/;\d{2}\.\d{2}\.\d{4};.*;\d+,\d{2};EUR;/);
  }
});

test('when the history is filtered by a status, then only that status shows, with each row’s channel and paid date', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const m = MESSAGES.sl.BookingHistory;
  await openDemoHistory(page, 'sl');
  const table = page.getByRole('table', { name: m.tableCaption });
  await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  await expect(table.getByRole('columnheader', { name: m.column.channel })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: m.column.paid })).toBeVisible();

  await page.getByLabel(m.statusLabel).selectOption('completed');
  await page.getByRole('button', { name: m.apply }).click();
  await expect(page).toHaveURL(/status=completed/);
  const rows = table.getByRole('row');
  await expect
    .poll(async () => {
      const texts = (await rows.allTextContents()).slice(1);
      return texts.length > 0 && texts.every((row) => row.includes(m.status.completed));
    })
    .toBe(true);
  // The demo's history was booked ahead online.
  await expect(rows.nth(1)).toContainText(m.channel.online);
});

test('when the history holds more than a page, then show more adds the next page below the first', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const m = MESSAGES.en.BookingHistory;
  await openDemoHistory(page, 'en');
  const rows = page.getByRole('table', { name: m.tableCaption }).getByRole('row');
  const more = page.getByRole('button', { name: m.loadMore });
  await expect(more).toBeVisible({ timeout: 30_000 });
  const firstPage = await rows.count();
  const firstRow = await rows.nth(1).textContent();

  await more.click();
  await expect.poll(() => rows.count()).toBeGreaterThan(firstPage);
  // The next page starts after the first one's cursor, not again at its top.
  await expect(rows.nth(firstPage)).not.toHaveText(firstRow ?? '');
});

test('when the turnover is asked per month, then the total with its VAT, the chart and its table show it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const m = MESSAGES.it.Turnover;
  await signInAsStaff(page, 'it', DEMO_CONCESSIONAIRE);
  const bay = await busiestBay(page);
  await page.goto(backOffice('it', bay.bay_id, 'turnover'));
  await expect(page.getByRole('heading', { level: 1, name: m.title })).toBeVisible();
  const total = page.getByRole('region', { name: m.total, exact: true });
  await expect(total).toContainText('€', { timeout: 30_000 });
  await expect(total).toContainText(m.vatPart);
  await expect(page.getByRole('region', { name: m.previous })).toBeVisible();
  const perDay = await showChartAsTable(page, 'it', m.chartTitle.day);
  await expect.poll(() => perDay.getByRole('row').count()).toBeGreaterThan(1);
  expect(await axeViolations(page)).toEqual([]);

  const from = page.getByLabel(MESSAGES.it.ConcessionaireLayout.from, { exact: true });
  const to = await page.getByLabel(MESSAGES.it.ConcessionaireLayout.to, { exact: true }).inputValue();
  await from.fill(`${Number(to.slice(0, 4)) - 1}${to.slice(4)}`);
  await page.getByRole('radio', { name: m.per.month }).check();
  await page.getByRole('button', { name: m.apply }).click();
  await expect(page).toHaveURL(/granularity=month/);
  const perMonth = await showChartAsTable(page, 'it', m.chartTitle.month);
  await expect.poll(() => perMonth.getByRole('row').count()).toBeGreaterThanOrEqual(13);
});

test('when a bay operator has a ready payout account, then onboarding says so and offers nothing to start', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const m = MESSAGES.sl.Onboarding;
  await signInAsStaff(page, 'sl', DEMO_CONCESSIONAIRE);
  const bay = await busiestBay(page);
  await page.goto(backOffice('sl', bay.bay_id, 'onboarding'));
  await expect(page.getByRole('heading', { level: 1, name: m.title })).toBeVisible();
  await expect(page.locator('.payout-state')).toHaveText(m.state.ready, { timeout: 30_000 });
  await expect(page.getByText(m.explain.ready)).toBeVisible();
  await expect(page.getByRole('button', { name: m.start })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});

test('when the operator without a payout account signs in, then the one bay opens, says why it is not bookable and onboarding starts at the provider', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const m = MESSAGES.en;
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsStaff(page, 'en', NEW_OPERATOR);
  const bays = await staffBays(page);
  expect(bays).toHaveLength(1);
  const [bay] = bays;
  if (bay === undefined) throw new Error('no bay');

  await page.goto('/en/concessionaires/bays');
  await expect(page).toHaveURL(backOffice('en', bay.bay_id, 'overview'));
  const notice = page.getByRole('note').filter({ hasText: m.ConcessionaireOverview.notBookableTitle });
  await expect(notice).toBeVisible({ timeout: 30_000 });
  expect(await axeViolations(page)).toEqual([]);

  await notice.getByRole('link', { name: m.ConcessionaireOverview.toOnboarding }).click();
  await expect(page).toHaveURL(backOffice('en', bay.bay_id, 'onboarding'));
  // payment leaves this operator's account unstarted until its manager starts (demo-operators.ts).
  await expect(page.locator('.payout-state')).toHaveText(m.Onboarding.state.not_started, { timeout: 30_000 });
  await expect(page.getByText(m.Onboarding.explain.not_started)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: m.Onboarding.start }).click();
  await expect(page).not.toHaveURL(/\/concessionaires\//, { timeout: 30_000 });
});

test('when a boater opens the back office, then the page says it is for bay operators and the API refuses them', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const m = MESSAGES.en.ConcessionaireLayout;
  await signedInAccount(page, 'en', 'back-office-boater');
  await page.goto('/en/concessionaires/bays');
  await expect(page.getByRole('heading', { level: 1, name: m.notStaffTitle })).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(m.notStaffText);
  await expect(page.getByRole('navigation', { name: m.navigation })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  const token = await heldToken(page);
  const refused = await fetch(`${E2E_API_BASE_URL}/v1/concessionaires/bays`, {
    headers: { Authorization: `Bearer ${token ?? ''}` },
  });
  expect(refused.status).toBe(403);
});

test('when a visitor opens a back-office page, then sign-in comes first and leads back to it', async ({
  page,
}) => {
  await page.goto('/sl/concessionaires/bays');
  await expect(page).toHaveURL(/\/sl\/auth\/signin\?next=%2Fsl%2Fconcessionaires%2Fbays$/);
});

test('when a concessionaire signs in on the sign-in page, then they land on their bays, not on the map', async ({
  page,
}) => {
  await page.goto('/hr/auth/signin');
  await fillSignIn(page, 'hr', DEMO_CONCESSIONAIRE, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/hr\/concessionaires\/bays$/);
  await expect(
    page.getByRole('heading', { level: 1, name: MESSAGES.hr.ConcessionaireBays.title }),
  ).toBeVisible();
});

for (const locale of ['en', 'hr'] as const)
  test(`when the operator reads the turnover (${locale}), then the part through partners splits it by partner and what came straight`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const m = MESSAGES[locale].TurnoverPartners;
    await signInAsStaff(page, locale, DEMO_CONCESSIONAIRE);
    const bay = await busiestBay(page);
    await page.goto(backOffice(locale, bay.bay_id, 'turnover'));
    const partners = page.getByRole('region', { name: m.title });
    const table = partners.getByRole('table', { name: m.title });
    await expect(table.getByRole('cell', { name: m.straight })).toBeVisible({ timeout: 30_000 });
    expect(await axeViolations(page)).toEqual([]);
    await partners.scrollIntoViewIfNeeded();
    await shootBothSizes(page, test.info(), `turnover-partners-${locale}`);
  });
