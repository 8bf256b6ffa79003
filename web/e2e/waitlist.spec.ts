import { expect, test, type Browser, type Page } from '@playwright/test';
import { addDays, localDate } from '../../proto/src/stays/bay-clock';
import type { Booking, Stay } from '../src/http/api-schema';
import { freshAccessToken, signedInAccount } from './account-support';
import {
  acceptTermsAtPayment,
  callApi,
  newBoat,
  payOnSandbox,
  SANDBOX_CHECKOUT,
  TEST_CARDS,
} from './booking-support';
import { bayBuoys, bayTimeZone, bookingService } from './map-support';
import { E2E_API_BASE_URL } from './full-stack';
import { shootBothSizes } from './screenshots';
import { axeViolations, MESSAGES, type LocaleCode } from './support';

// Issue 30 item 4 in the browser, on the whole platform: another boater holds every bookable buoy
// of Grado (4 digital buoys, no other spec books there) for one night; the waiter joins the bay's
// waitlist on its page with their boat, sees their place in line there and in My Bookings, and,
// once one hold is given up, opens the offer (the email's link, or My Bookings') and books the
// buoy through the usual hold and sandbox payment (en, then hr, tomorrow night). Screenshots at phone and desktop size are attached to the report.

const BAY = 'grado';

const shoot = (page: Page, name: string) =>
  shootBothSizes(page, test.info(), `wl-${name}`, {
    atEachSize: async () => expect(await axeViolations(page)).toEqual([]),
  });

/** The text before a message's first placeholder, to find it whatever fills it. */
const before = (message: string) => message.split('{')[0]?.trim() ?? message;

type Filler = { page: Page; holds: Booking[]; close: () => Promise<void> };

/** Another boater, in a browser of their own, holds every bookable buoy of the bay for the night. */
async function fillBay(browser: Browser, locale: LocaleCode, fromDate: string): Promise<Filler> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signedInAccount(page, locale, `waitlist-filler-${locale}`);
  const { buoys } = await bayBuoys(BAY);
  const bookable = buoys.filter(
    (buoy) => buoy.management === 'digital' && buoy.service_state === 'in_service',
  );
  const booking = bookingService();
  const holds: Booking[] = [];
  try {
    for (const [index, buoy] of bookable.entries()) {
      // Access tokens live 20 s on the test platform.
      const token = await freshAccessToken(page);
      // A boat holds one buoy a night: one boat of the filler's for each.
      const boat = await newBoat(token, `Trabakul ${index + 1}`);
      const answer = await fetch(`${E2E_API_BASE_URL}/v1/bookings`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${token}`,
          'Idempotency-Key': crypto.randomUUID(),
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({
          buoy_id: buoy.id,
          boat_id: boat.id,
          stay_kind: 'night',
          from_date: fromDate,
          to_date: addDays(fromDate, 1),
          language: locale,
        } satisfies Stay),
      });
      // A buoy already booked that night (the other language's journey took it) is full already.
      if (answer.status === 409) continue;
      expect(answer.status).toBe(201);
      const held = (await answer.json()) as Booking;
      holds.push(held);
      // The bay stays full however long the test takes to get to the freeing.
      await booking.keepHeld(held.booking_id);
    }
  } catch (failure) {
    await giveUpAll(page, holds);
    await context.close();
    throw failure;
  } finally {
    booking.close();
  }
  return { page, holds, close: () => context.close() };
}

/** The filler gives holds up (their buoys free at once); cancelling again answers the same. */
async function giveUpAll(fillerPage: Page, holds: Booking[]): Promise<void> {
  const token = await freshAccessToken(fillerPage);
  for (const held of holds) await callApi<Booking>(token, 'POST', `/v1/bookings/${held.booking_id}/cancel`);
}

// Both journeys fill the same bay for the same night: one after the other, each run whatever the
// other's outcome.
test.describe.configure({ mode: 'default' });

for (const locale of ['en', 'hr'] as const) {
  test(`when a buoy of a full bay frees in ${locale}, then the boater first in line is offered it and books it through the usual hold and payment`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const m = MESSAGES[locale];
    // Tomorrow night: booking offers a freed buoy only to stays not started yet.
    const fromDate = addDays(localDate(new Date(), await bayTimeZone(BAY)), 1);
    const toDate = addDays(fromDate, 1);
    const filler = await fillBay(browser, locale, fromDate);
    try {
      await signedInAccount(page, locale, `waitlist-${locale}`);
      await newBoat(await freshAccessToken(page), 'Galeb');

      // The bay page for that night has no free buoy and offers its waitlist with the boat.
      await page.goto(`/${locale}/bays/${BAY}?kind=night&from=${fromDate}&to=${toDate}`);
      await expect(page.getByText(m.PartnerStay.noneBookable)).toBeVisible({ timeout: 30_000 });
      const join = page.getByTestId('join-waitlist');
      await expect(join).toHaveText(m.Waitlist.join);
      await expect(page.getByLabel(m.Waitlist.boatLabel)).toHaveValue(/.+/);
      await page.getByRole('heading', { name: m.Waitlist.joinHeading }).scrollIntoViewIfNeeded();
      await shoot(page, `join-${locale}`);

      await join.click();
      const place = page.getByTestId('waitlist-place');
      await expect(place).toHaveText(m.Waitlist.placeInLine.replace('{place}', '1'), { timeout: 30_000 });
      await expect(
        page.getByRole('heading', { name: m.Waitlist.joinedHeading.replace('{boat}', 'Galeb') }),
      ).toBeVisible();
      await shoot(page, `joined-${locale}`);

      // My Bookings lists the waitlist with the bay, the boat and the place in line.
      await page.goto(`/${locale}/dashboard/bookings`);
      const waitlists = page.getByTestId('my-waitlists');
      await expect(waitlists.getByRole('heading', { name: m.Waitlist.sectionHeading })).toBeVisible({
        timeout: 30_000,
      });
      await expect(waitlists.getByRole('heading', { name: 'Grado' })).toBeVisible();
      await expect(waitlists).toContainText(m.Waitlist.boat.replace('{boat}', 'Galeb'));
      await expect(waitlists.getByTestId('waitlist-place')).toHaveAttribute('data-place', '1');
      await waitlists.scrollIntoViewIfNeeded();
      await shoot(page, `bookings-waiting-${locale}`);

      // One hold given up: the buoy is kept for the waiter, and My Bookings links the offer.
      const [freed] = filler.holds;
      if (freed === undefined) throw new Error(`${BAY} has no bookable buoy`);
      await giveUpAll(filler.page, [freed]);
      const offerLink = waitlists.getByTestId('waitlist-offer-link');
      await expect
        .poll(
          async () => {
            await page.reload();
            await expect(waitlists.getByRole('heading', { name: 'Grado' })).toBeVisible();
            return offerLink.isVisible();
          },
          { timeout: 30_000, intervals: [1_000] },
        )
        .toBe(true);
      await expect(waitlists.getByTestId('waitlist-offered')).toContainText(before(m.Waitlist.keptForYou));
      await shoot(page, `bookings-offered-${locale}`);
      const offerPath = (await offerLink.getAttribute('href')) ?? '';
      expect(offerPath).toMatch(new RegExp(`^/${locale}/waitlist/offers/[0-9a-f-]{36}$`));

      // The offer page: the freed buoy, kept for ten minutes with a live countdown, and its price.
      await page.goto(offerPath);
      await expect(page.getByRole('heading', { level: 1, name: m.Waitlist.offerTitle })).toBeVisible();
      await expect(page.getByTestId('booking-buoy')).toHaveText(freed.buoy_label, { timeout: 30_000 });
      await expect(page.getByTestId('booking-bay')).toHaveText('Grado');
      await expect(page.getByTestId('offer-kept-until')).toContainText(before(m.Waitlist.keptUntilBayTime));
      const countdown = page.getByTestId('offer-countdown');
      const firstSeconds = Number(await countdown.getAttribute('data-seconds'));
      expect(firstSeconds).toBeGreaterThan(0);
      expect(firstSeconds).toBeLessThanOrEqual(600);
      await expect
        .poll(async () => Number(await countdown.getAttribute('data-seconds')))
        .toBeLessThan(firstSeconds);
      await shoot(page, `offer-${locale}`);

      // "Book this buoy" is the usual 3-minute hold, paid on the sandbox like any booking.
      await page.getByTestId('book-offer').click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/bookings/preview\\?booking=`), { timeout: 30_000 });
      await expect(page.getByRole('heading', { name: m.BookingPreview.heldHeading })).toBeVisible();
      await expect(page.getByTestId('booking-buoy')).toHaveText(freed.buoy_label);
      await acceptTermsAtPayment(page, locale);
      await page.getByRole('button', { name: before(m.Payment.pay) }).click();
      await expect(page).toHaveURL(SANDBOX_CHECKOUT, { timeout: 30_000 });
      await payOnSandbox(page, locale, TEST_CARDS.succeeds);
      await expect(page.getByRole('status').filter({ hasText: m.Payment.booked })).toBeVisible({
        timeout: 30_000,
      });

      // The waitlist is done: My Bookings no longer lists it, and the offer's link says it ended.
      await page.goto(`/${locale}/dashboard/bookings`);
      await expect(page.getByRole('heading', { name: m.BookingsPage.title })).toBeVisible();
      await expect(page.getByTestId('my-waitlists')).toHaveCount(0);
      await page.goto(offerPath);
      await expect(page.getByTestId('offer-closed')).toContainText(m.ErrorCodes.waitlist_offer_closed, {
        timeout: 30_000,
      });
    } finally {
      // Every hold of the filler's goes, whatever happened.
      await giveUpAll(filler.page, filler.holds);
      await filler.close();
    }
  });
}

test('when a bay has free buoys and one takes the boat, then the folded waitlist names that buoy instead of joining (it)', async ({
  page,
}) => {
  const m = MESSAGES.it.Waitlist;
  await signedInAccount(page, 'it', 'waitlist-fit');
  await newBoat(await freshAccessToken(page), 'Gabbiano');
  await page.goto(`/it/bays/${BAY}`);
  const fold = page.locator('.waitlist-fold');
  await fold.getByText(m.noneFitsSummary).click();
  await expect(fold.getByText(m.noneFitsLead)).toBeVisible();
  const takes = new RegExp(
    `^${m.freeBuoyTakesBoat.replace('{boat}', 'Gabbiano').replace('{label}', '\\S+').replace('.', '\\.')}$`,
  );
  await expect(fold.getByRole('status')).toHaveText(takes);
  await expect(fold.getByTestId('join-waitlist')).toBeDisabled();
  expect(await axeViolations(page)).toEqual([]);
});
