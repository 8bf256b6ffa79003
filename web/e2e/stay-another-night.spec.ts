import { expect, test, type Page } from '@playwright/test';
import { signedInAccount } from './account-support';
import {
  acceptTermsAtPayment,
  bookAndPayTonight,
  payOnSandbox,
  SANDBOX_CHECKOUT,
  TEST_CARDS,
} from './booking-support';
import { backOffice, DEMO_CONCESSIONAIRE, signInAsStaff, staffBays } from './concessionaire-support';
import { bayBuoys } from './map-support';
import { SCREEN_SIZES, shootBothSizes, shotPath } from './screenshots';
import { axeViolations, MESSAGES, type LocaleCode } from './support';

// Issue 30 item 3 in the browser, on the whole platform: a boater with a paid night taps "Stay
// another night" in My Bookings, sees the same buoy kept for them until 09:00 tomorrow with its
// price, holds it with one tap, pays on the sandbox like any booking, and My Bookings shows the two
// nights as one stay (en, hr). Kornati – Lavsa: no other spec books there, and each language takes
// its own buoy. The bay page states the policy and bay setup has its switch. Screenshots at phone
// and desktop size are attached to the report.

const BAY = 'kornati-lavsa';
const BUOY_OF: Record<'en' | 'hr', number> = { en: 0, hr: 1 };

const shoot = (page: Page, name: string) => shootBothSizes(page, test.info(), `nn-${name}`);

/** 09:00 as the page writes a bay time in `locale` (9:00 AM in English). */
const nineIn = (locale: LocaleCode) =>
  new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: 'UTC' }).format(
    new Date('2026-01-01T09:00:00Z'),
  );

/** The text before a message's first placeholder, to find it whatever fills it. */
const before = (message: string) => message.split('{')[0]?.trim() ?? message;

const bookingsTable = (page: Page, locale: LocaleCode) =>
  page.getByRole('table', { name: MESSAGES[locale].BookingsPage.tableCaption });

for (const locale of ['en', 'hr'] as const) {
  test(`when a boater stays another night from My Bookings in ${locale}, then the same buoy is kept for them, paid on the sandbox, and the two nights show as one stay`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const m = MESSAGES[locale];
    await signedInAccount(page, locale, `next-night-${locale}`);
    const { buoys } = await bayBuoys(BAY);
    const buoy = buoys.filter((b) => b.management === 'digital' && b.service_state === 'in_service')[
      BUOY_OF[locale]
    ];
    if (buoy === undefined) throw new Error(`${BAY} has no digital buoy ${BUOY_OF[locale]}`);
    const first = await bookAndPayTonight(page, locale, { bay: BAY, buoyId: buoy.id, boatName: 'Galeb' });

    // The paid night says the next one is kept, and offers it.
    await page.goto(`/${locale}/dashboard/bookings`);
    const table = bookingsTable(page, locale);
    const keptUntil = m.NextNight.keptUntilTomorrow.replace('{time}', nineIn(locale));
    await expect(table.getByTestId('night-kept')).toHaveText(keptUntil);
    const another = table.getByRole('link', { name: new RegExp(m.BookingsPage.stayAnotherNight) });
    await expect(another).toHaveAttribute('href', `/${locale}/bookings/${first.booking_id}/next-night`);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, `bookings-${locale}`);

    // One tap opens the offer: the same buoy, kept until 09:00 tomorrow at the bay, and its price.
    await another.click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/bookings/${first.booking_id}/next-night$`));
    await expect(page.getByRole('heading', { level: 1, name: m.NextNight.title })).toBeVisible();
    await expect(page.getByText(m.NextNight.sameBuoy.replace('{buoy}', buoy.label))).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByTestId('booking-buoy')).toHaveText(buoy.label);
    await expect(page.getByTestId('night-kept')).toHaveText(keptUntil);
    const book = page.getByTestId('book-next-night');
    await expect(book).toContainText(before(m.NextNight.book));
    const price = (await page.getByTestId('booking-total').textContent()) ?? '';
    await expect(book).toContainText(price.trim());
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, `offer-${locale}`);

    // Holding it opens the held booking on the preview page, paid like any other.
    await book.click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/bookings/preview\\?booking=`), { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: m.BookingPreview.heldHeading })).toBeVisible();
    await expect(page.getByTestId('booking-buoy')).toHaveText(buoy.label);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, `held-${locale}`);
    await acceptTermsAtPayment(page, locale);
    await page.getByRole('button', { name: before(m.Payment.pay) }).click();
    await expect(page).toHaveURL(SANDBOX_CHECKOUT, { timeout: 30_000 });
    await payOnSandbox(page, locale, TEST_CARDS.succeeds);
    await expect(page.getByRole('status').filter({ hasText: m.Payment.booked })).toBeVisible({
      timeout: 30_000,
    });

    // My Bookings: both nights under one stay, with what was paid for both; only the last offers more.
    await page.goto(`/${locale}/dashboard/bookings`);
    const summary = table.getByTestId('visit-summary');
    await expect(summary).toHaveText(/^2\s/, { timeout: 30_000 });
    await expect(summary).toContainText(before(m.BookingsPage.visitPaid));
    const nights = table.locator('tbody.bookings-visit tr:not(.bookings-visit__head)');
    await expect(nights).toHaveCount(2);
    // Buoy labels are short numbers here: the boat's registration tells the stay's rows apart.
    for (const night of await nights.all()) await expect(night).toContainText(first.registration_number);
    await expect(table.getByRole('link', { name: new RegExp(m.BookingsPage.stayAnotherNight) })).toHaveCount(
      1,
    );
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, `visit-${locale}`);

    await page.setViewportSize(SCREEN_SIZES.phone);
    const card = page.getByTestId('visit-card');
    await expect(card).toBeVisible();
    await expect(card.getByRole('listitem')).toHaveCount(2);
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize(SCREEN_SIZES.desktop);
  });
}

test('when a bay keeps the next night, then its page says so in one line and its setup has the switch, explained', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const m = MESSAGES.en.CancellationPolicy;
  await page.goto(`/en/bays/${BAY}`);
  await expect(page.getByTestId('keeps-next-night')).toHaveText(m.keepsNextNight.replace('{time}', '09:00'));
  for (const [size, viewport] of Object.entries(SCREEN_SIZES)) {
    await page.setViewportSize(viewport);
    await page
      .getByTestId('cancellation-terms')
      .screenshot({ path: shotPath(test.info(), `nn-bay-policy-${size}.png`) });
  }

  await signInAsStaff(page, 'en', DEMO_CONCESSIONAIRE);
  const [bay] = await staffBays(page);
  if (bay === undefined) throw new Error('the demo concessionaire runs no bay');
  await page.goto(backOffice('en', bay.bay_id, 'setup'));
  const toggle = page.getByRole('checkbox', { name: m.setupKeepNextNight });
  await expect(toggle).toBeChecked({ timeout: 30_000 });
  await expect(toggle).toHaveAccessibleDescription(m.setupKeepNextNightHint.replace('{time}', '09:00'));
  await toggle.scrollIntoViewIfNeeded();
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize(SCREEN_SIZES.desktop);
  await page.screenshot({ path: shotPath(test.info(), `nn-setup-desktop.png`) });
  await page.setViewportSize(SCREEN_SIZES.phone);
  await toggle.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shotPath(test.info(), `nn-setup-phone.png`) });
});
