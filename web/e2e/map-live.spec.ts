import { expect, test } from '@playwright/test';
import { addDays, localDate } from '../../proto/src/stays/bay-clock';
import { freshAccessToken, signedInAccount } from './account-support';
import { bookAndPayTonight } from './booking-support';
import { MESSAGES } from './support';
import {
  attachMapScreenshot,
  bayBuoys,
  bayTimeZone,
  bookingService,
  waitForMap,
  watchMapStream,
  type BookingService,
} from './map-support';

// Issue 5 item 8: a signed-in user's map follows buoy status changes live, without a reload.
// The change starts where it does in production: the user holds a buoy through the booking
// service, whose BookingHeld (and BookingFailed when the hold is given up) catalog's projection
// turns into BuoyStatusChanged and BuoyAvailabilityChanged, which the BFF streams to the page,
// which asks for the buoys of its stay again. Each test waits for the change to reach the
// stream, then for the page to show it: the order is the claim, not a stopwatch.

// Telašćica sells its 40 digital buoys online; this test is the only one that books there.
const BAY = 'telascica';

let booking: BookingService;

// A reader abroad: the buoy rows still speak the bay's clock (issue 28 item 6).
test.use({ timezoneId: 'America/New_York' });

test.beforeAll(() => {
  booking = bookingService();
});

test.afterAll(() => {
  booking.close();
});

test('when a buoy is held and freed, then the signed-in map shows each change after the stream carries it', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await signedInAccount(page, 'en', 'live-map');
  await page.goto(`/en/map?bay=${BAY}`);
  await waitForMap(page);
  const view = page.locator('.map-view');
  await expect(page.locator('.buoy-row[data-status="available"]').first()).toBeVisible({ timeout: 30_000 });
  await expect(view).not.toHaveAttribute('data-buoys-drawn', '0');

  const { buoys } = await bayBuoys(BAY, await freshAccessToken(page));
  const buoy = buoys.find((candidate) => candidate.status === 'available');
  if (!buoy) throw new Error(`no free buoy in ${BAY}`);
  const row = page.locator(`.buoy-row[data-buoy="${buoy.label}"]`);
  await expect(row).toHaveAttribute('data-status', 'available');
  const bookedBefore = Number(await view.getAttribute('data-buoys-booked'));

  // Held (a hold is not yet a booking): the change reaches the stream, then the page shows it. The map shows tonight, and the
  // hold is for tonight: before the bay's check-in only the availability changes, after it the
  // status now too; the stream carries the availability change either way.
  let stream = watchMapStream(await freshAccessToken(page));
  const tonight = localDate(new Date(), await bayTimeZone(BAY));
  const hold = await booking.holdNight(await freshAccessToken(page), buoy.id, tonight);
  await stream.arrival(buoy.id, 'taken');
  await expect(row).toHaveAttribute('data-status', 'held');
  await expect(view).toHaveAttribute('data-buoys-booked', String(bookedBefore + 1));
  stream.stop();
  const bookedUntil = (await bayBuoys(BAY, await freshAccessToken(page))).buoys.find(
    (candidate) => candidate.id === buoy.id,
  )?.booked_until;
  if (!bookedUntil) throw new Error(`buoy ${buoy.label} has no booked_until`);
  const onBayClock = new Intl.DateTimeFormat('en', {
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: await bayTimeZone(BAY),
  }).format(new Date(bookedUntil));
  await expect(row.locator('.buoy-row__state')).toHaveText(
    MESSAGES.en.MapPage.buoyStates.heldUntil.replace('{time}', onBayClock),
  );
  await attachMapScreenshot(page, testInfo, 'map-live-booked.png');

  // Free again: the user gives the hold up.
  stream = watchMapStream(await freshAccessToken(page));
  await booking.cancelHold(await freshAccessToken(page), hold.bookingId);
  await stream.arrival(buoy.id, 'freed');
  await expect(row).toHaveAttribute('data-status', 'available');
  await expect(view).toHaveAttribute('data-buoys-booked', String(bookedBefore));
  stream.stop();
});

test('when a hold is not paid in time, then the sweeper lapses it and the signed-in map shows the buoy free again', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signedInAccount(page, 'en', 'live-map-lapse');
  await page.goto(`/en/map?bay=${BAY}`);
  await waitForMap(page);
  await expect(page.locator('.buoy-row[data-status="available"]').first()).toBeVisible({ timeout: 30_000 });

  const { buoys } = await bayBuoys(BAY, await freshAccessToken(page));
  // The second free buoy: the first test here takes the first, the last test the last.
  const buoy = buoys.filter((candidate) => candidate.status === 'available')[1];
  if (!buoy) throw new Error(`no second free buoy in ${BAY}`);
  const row = page.locator(`.buoy-row[data-buoy="${buoy.label}"]`);

  let stream = watchMapStream(await freshAccessToken(page));
  const tonight = localDate(new Date(), await bayTimeZone(BAY));
  const hold = await booking.holdNight(await freshAccessToken(page), buoy.id, tonight);
  await stream.arrival(buoy.id, 'taken');
  await expect(row).toHaveAttribute('data-status', 'held');
  stream.stop();

  stream = watchMapStream(await freshAccessToken(page));
  await booking.runOutOfTime(hold.bookingId);
  await stream.arrival(buoy.id, 'freed');
  await expect(row).toHaveAttribute('data-status', 'available');
  stream.stop();
});

test('when a buoy is held for a later night, then a map showing that night shows it held after the stream carries it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signedInAccount(page, 'en', 'live-map-later');
  // Tomorrow night: nothing about it changes now, so only the period in the event can tell the map.
  // Tomorrow at the bay, in the bay's own time zone as the BFF gives it.
  const arrival = addDays(localDate(new Date(), await bayTimeZone(BAY)), 1);
  const departure = addDays(arrival, 1);
  await page.goto(`/en/map?bay=${BAY}&stay=night&from=${arrival}&to=${departure}`);
  await waitForMap(page);
  await expect(page.locator('.buoy-row[data-status="available"]').first()).toBeVisible({ timeout: 30_000 });

  const { buoys } = await bayBuoys(BAY, await freshAccessToken(page));
  // The last free buoy: the other test here takes the first.
  const buoy = buoys.filter((candidate) => candidate.status === 'available').at(-1);
  if (!buoy) throw new Error(`no free buoy in ${BAY}`);
  const row = page.locator(`.buoy-row[data-buoy="${buoy.label}"]`);
  await expect(row).toHaveAttribute('data-status', 'available');

  const stream = watchMapStream(await freshAccessToken(page));
  await booking.holdNight(await freshAccessToken(page), buoy.id, arrival);
  await stream.arrival(buoy.id, 'taken');
  await expect(row).toHaveAttribute('data-status', 'held');
  stream.stop();
});

test('when one buoy is only held and another booked and paid, then the map tells them apart by glyph, colour and words', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await signedInAccount(page, 'en', 'live-map-held');
  const { buoys } = await bayBuoys(BAY, await freshAccessToken(page));
  // The third and fourth free buoys: the other tests here take the first, the second and the last.
  const [heldBuoy, bookedBuoy] = buoys.filter((candidate) => candidate.status === 'available').slice(2, 4);
  if (!heldBuoy || !bookedBuoy) throw new Error(`too few free buoys in ${BAY}`);
  await bookAndPayTonight(page, 'en', { bay: BAY, buoyId: bookedBuoy.id, boatName: 'Bura' });
  const tonight = localDate(new Date(), await bayTimeZone(BAY));
  const hold = await booking.holdNight(await freshAccessToken(page), heldBuoy.id, tonight);
  await booking.keepHeld(hold.bookingId);

  await page.goto(`/en/map?bay=${BAY}`);
  await waitForMap(page);
  const held = page.locator(`.buoy-row[data-buoy="${heldBuoy.label}"]`);
  const booked = page.locator(`.buoy-row[data-buoy="${bookedBuoy.label}"]`);
  await expect(held).toHaveAttribute('data-status', 'held', { timeout: 30_000 });
  await expect(booked).toHaveAttribute('data-status', 'booked', { timeout: 30_000 });
  await expect(held.locator('svg')).toHaveAttribute('data-glyph', 'hourglass');
  await expect(booked.locator('svg')).toHaveAttribute('data-glyph', 'cross');
  const colour = (row: typeof held) => row.locator('svg').evaluate((svg) => getComputedStyle(svg).color);
  expect(await colour(held)).not.toBe(await colour(booked));
  const states = MESSAGES.en.MapPage.buoyStates;
  await expect(held.locator('.buoy-row__state')).toContainText(states.heldUntil.split(' {time}')[0] ?? '');
  await expect(booked.locator('.buoy-row__state')).toContainText(
    states.bookedUntil.split(' {time}')[0] ?? '',
  );
  await held.scrollIntoViewIfNeeded();
  await attachMapScreenshot(page, testInfo, 'map-live-held-and-booked.png');
  await booking.cancelHold(await freshAccessToken(page), hold.bookingId);
});
