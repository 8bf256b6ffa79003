import { expect, test, type Page } from '@playwright/test';
import { addDays, instantAt, localDate } from '../../proto/src/stays/bay-clock';
import { signedInAccount } from './account-support';
import { bayBuoys, bayTimeZone, waitForMapAndList } from './map-support';
import { axeViolations, MESSAGES, type LocaleCode } from './support';
import { shotPath } from './screenshots';

// Issue 28 item 3: the map's dates follow the booking rules before the boater asks. The
// browser's clock is set to a time at the bay (Playwright's clock), so the test means the same
// at any hour CI runs it; the services keep their own clock, which these checks never consult.

// Telašćica sells day stays (until 14:00) and night stays (check-in 14:00), in Europe/Zagreb.
const BAY = 'telascica';

/** A message with its {placeholders} as a pattern, so the words are checked, not the dates. */
function pattern(message: string): RegExp {
  const escaped = message.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return new RegExp(escaped.replace(/\\?\{\w+\\?\}/g, '.+'));
}

/** The browser's clock shows `time` on the bay's today (the services' today). */
async function atBayTime(page: Page, time: string): Promise<string> {
  const timeZone = await bayTimeZone(BAY);
  const today = localDate(new Date(), timeZone);
  await page.clock.setFixedTime(instantAt(today, time, timeZone));
  return today;
}

async function openBay(page: Page, locale: LocaleCode, query = ''): Promise<void> {
  await page.goto(`/${locale}/map?bay=${BAY}${query}`);
  await waitForMapAndList(page);
  await expect(page.locator(`.bay-panel[data-slug="${BAY}"]`)).toBeVisible();
}

/** On a phone the form is folded into a bar: unfold it. */
async function unfoldForm(page: Page): Promise<void> {
  const toggle = page.locator('.map-filters__toggle');
  if (await toggle.isVisible()) await toggle.click();
}

test('when a bay is chosen at 10:00 its time, then arrival runs from today to tomorrow, a later date says when it opens and a past one is refused', async ({
  page,
}) => {
  const m = MESSAGES.en;
  const today = await atBayTime(page, '10:00');
  await openBay(page, 'en');
  const arrival = page.getByLabel(m.MapPage.arrival);
  // 10:00 today is 52 hours before the check-in the day after tomorrow: tomorrow is the last.
  await expect(arrival).toHaveAttribute('min', today);
  await expect(arrival).toHaveAttribute('max', addDays(today, 1));
  await expect(page.getByText(pattern(m.StayRules.windowHint))).toBeVisible();
  await expect(page.getByText(pattern(m.StayRules.opensOn))).toBeVisible();

  const search = page.getByRole('button', { name: m.MapPage.search, exact: true });
  const notice = page.locator('.map-search .stay-rule-notice');
  await arrival.fill(addDays(today, 3));
  await expect(notice).toHaveText(pattern(m.StayRules.opensOn));
  await expect(arrival).toHaveAttribute('aria-invalid', 'true');
  await search.click();
  await expect(page).not.toHaveURL(new RegExp(`from=${addDays(today, 3)}`));

  await arrival.fill(addDays(today, -1));
  await expect(notice).toHaveText(m.StayRules.datesInPast);
  await search.click();
  await expect(page).not.toHaveURL(new RegExp(`from=${addDays(today, -1)}`));

  await arrival.fill(addDays(today, 1));
  await expect(notice).toBeHidden();
  await search.click();
  await expect(page).toHaveURL(new RegExp(`from=${addDays(today, 1)}&`));
});

test('when no bay is chosen on a phone in Slovenian at 10:00 in Zagreb, then arrival still runs from today to tomorrow and says when a later date opens', async ({
  page,
}) => {
  const m = MESSAGES.sl;
  await page.setViewportSize({ width: 390, height: 844 });
  const today = await atBayTime(page, '10:00');
  await page.goto('/sl/map');
  await waitForMapAndList(page);
  await unfoldForm(page);
  const arrival = page.getByLabel(m.MapPage.arrival);
  await expect(arrival).toHaveAttribute('min', today);
  await expect(arrival).toHaveAttribute('max', addDays(today, 1));
  await expect(page.getByText(pattern(m.StayRules.windowHint))).toBeVisible();
  await expect(page.getByText(pattern(m.StayRules.opensOn))).toBeVisible();

  await arrival.fill(addDays(today, 3));
  await expect(page.locator('.map-search .stay-rule-notice')).toHaveText(pattern(m.StayRules.opensOn));
  await expect(arrival).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: m.MapPage.search, exact: true }).click();
  await expect(page).not.toHaveURL(new RegExp(`from=${addDays(today, 3)}`));
  await page.screenshot({ path: shotPath(test.info(), `dates-phone-sl-no-bay-not-open-yet.png`) });
});

test('when a day stay is asked for after 14:00 at the bay, then it says closed for today and one tap shows tonight', async ({
  page,
}) => {
  const m = MESSAGES.en;
  await atBayTime(page, '15:00');
  await openBay(page, 'en', '&stay=day');
  await expect(
    page.getByRole('radio', { name: `${m.MapPage.dayStay} · ${m.StayRules.closedForToday}` }),
  ).toBeChecked();
  const panel = page.locator('.bay-panel');
  await expect(panel.locator('.stay-rule-notice')).toContainText(
    m.StayRules.dayStayClosed.replace('{time}', '14:00'),
  );
  // Not a list of buoys all taken.
  await expect(panel.locator('.buoy-row')).toHaveCount(0);

  await panel.getByRole('button', { name: m.StayRules.switchToTonight }).click();
  await expect(page).toHaveURL(/stay=night/);
  await expect(page.getByRole('radio', { name: m.MapPage.nightStay })).toBeChecked();
  await expect(panel.locator('.buoy-row').first()).toBeVisible();
  await expect(panel.locator('.stay-rule-notice')).toHaveCount(0);
});

for (const locale of ['en', 'hr'] as const) {
  test(`when the dates asked for are in the past in ${locale}, then the map says so instead of "could not be loaded"`, async ({
    page,
  }) => {
    const m = MESSAGES[locale];
    await page.goto(`/${locale}/map?stay=night&from=2020-07-01&to=2020-07-02`);
    await expect(page.locator('.bay-list').getByText(m.StayRules.datesInPast)).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText(m.MapPage.baysFailed)).toBeHidden();
  });
}

for (const locale of ['en', 'hr'] as const) {
  for (const size of [
    { name: 'phone', width: 390, height: 844 },
    { name: 'desktop', width: 1440, height: 900 },
  ]) {
    test(`when the rules are shown on a ${size.name} in ${locale}, then they read well and pass axe`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      const today = await atBayTime(page, '15:00');
      await openBay(page, locale, '&stay=day');
      await expect(page.locator('.bay-panel .stay-rule-notice')).toBeVisible();
      await page.screenshot({ path: shotPath(test.info(), `dates-${size.name}-${locale}-day-closed.png`) });
      expect(await axeViolations(page)).toEqual([]);

      await unfoldForm(page);
      await page.getByRole('radio', { name: MESSAGES[locale].MapPage.nightStay }).check();
      await page.getByLabel(MESSAGES[locale].MapPage.arrival).fill(addDays(today, 3));
      await expect(page.locator('.map-search .stay-rule-notice')).toBeVisible();
      await page.screenshot({ path: shotPath(test.info(), `dates-${size.name}-${locale}-not-open-yet.png`) });
    });
  }
}

for (const locale of ['en', 'hr'] as const) {
  test(`when the preview is opened in ${locale} for a stay the rules refuse, then it offers nothing to book and leads to tonight`, async ({
    page,
  }) => {
    const m = MESSAGES[locale];
    await signedInAccount(page, locale, `date-rules-${locale}`);
    const buoy = (await bayBuoys(BAY)).buoys.find((found) => found.management === 'digital');
    if (buoy === undefined) throw new Error(`${BAY} has no digital buoy`);
    await page.setViewportSize({ width: 390, height: 844 });
    // The page's session survives the clock: a token that looks expired is renewed by the server.
    const today = await atBayTime(page, '15:00');
    const preview = `/${locale}/bookings/preview?bay=${BAY}&buoy=${buoy.id}`;
    const payAndBook = page.getByRole('button', { name: m.BookingPreview.payAndBook });

    await page.goto(`${preview}&kind=day`);
    const notice = page.locator('.stay-rule-notice');
    await expect(notice).toContainText(m.StayRules.dayStayClosed.replace('{time}', '14:00'));
    await expect(payAndBook).toHaveCount(0);
    await expect(page.getByLabel(m.BookingPreview.hoursLabel)).toHaveCount(0);
    await page.screenshot({
      path: shotPath(test.info(), `dates-phone-${locale}-preview-day-closed.png`),
      fullPage: true,
    });

    await page.goto(`${preview}&kind=night&from=${addDays(today, 3)}&to=${addDays(today, 4)}`);
    await expect(notice).toHaveText(pattern(m.StayRules.opensOn));
    await expect(payAndBook).toHaveCount(0);

    await page.goto(`${preview}&kind=day`);
    await notice.getByRole('link', { name: m.StayRules.switchToTonight }).click();
    await expect(page).toHaveURL(/kind=night/);
    await expect(payAndBook).toBeVisible();
    await expect(notice).toHaveCount(0);
  });
}

test('when a day stay is previewed at 10:30 at the bay, then only the hours that end before its 14:00 check-out are offered', async ({
  page,
}) => {
  const locale = 'en';
  const m = MESSAGES[locale];
  await signedInAccount(page, locale, 'date-rules-hours');
  const buoy = (await bayBuoys(BAY)).buoys.find((found) => found.management === 'digital');
  if (buoy === undefined) throw new Error(`${BAY} has no digital buoy`);
  await page.setViewportSize({ width: 390, height: 844 });
  await atBayTime(page, '10:30');

  await page.goto(`/${locale}/bookings/preview?bay=${BAY}&buoy=${buoy.id}&kind=day`);
  const hours = page.getByLabel(m.BookingPreview.hoursLabel);
  await expect(hours).toBeVisible();
  // Until check-out, then 1 to 3 hours: a fourth would end at 14:30, after the day has closed.
  const offered = await hours
    .locator('option')
    .evaluateAll((options) =>
      options.map((option) => (option instanceof HTMLOptionElement ? option.value : '')),
    );
  expect(offered).toEqual(['0', '1', '2', '3']);
  await page.screenshot({
    path: shotPath(test.info(), `dates-phone-${locale}-preview-day-hours.png`),
    fullPage: true,
  });
});
