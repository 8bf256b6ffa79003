import { expect, test, type Page } from '@playwright/test';
import { addDays, localDate } from '../../proto/src/stays/bay-clock';
import { heldToken, signedInAccount } from './account-support';
import {
  attachMapScreenshot,
  bayBuoys,
  bayTimeZone,
  bookingStandIn,
  waitForMap,
  watchMapStream,
} from './map-support';
import type { BookingStandIn } from '../../deploy/src/booking-stand-in/booking-stand-in';

// Issue 5 item 8: a signed-in user's map follows buoy status changes live, without a reload.
// The change starts where it will in production: a booking event on Kafka, which catalog's
// projection turns into BuoyStatusChanged and BuoyAvailabilityChanged, which the BFF streams to
// the page, which asks for the buoys of its stay again. Each test waits for the change to reach
// the stream, then for the page to show it: the order is the claim, not a stopwatch.

// Telašćica sells its 40 digital buoys online; this test is the only one that books there.
const BAY = 'telascica';

let booking: BookingStandIn;

test.beforeAll(async () => {
  booking = await bookingStandIn();
});

test.afterAll(async () => {
  await booking.close();
});

async function token(page: Page): Promise<string> {
  // Access tokens live 20 s on the test platform: take the one the page holds now.
  const held = await heldToken(page);
  if (held === null) throw new Error('not signed in');
  return held;
}

test('when a buoy is booked and freed, then the signed-in map shows each change after the stream carries it', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await signedInAccount(page, 'en', 'live-map');
  await page.goto(`/en/map?bay=${BAY}`);
  await waitForMap(page);
  const view = page.locator('.map-view');
  await expect(page.locator('.buoy-row[data-status="available"]').first()).toBeVisible({ timeout: 15_000 });
  await expect(view).not.toHaveAttribute('data-buoys-drawn', '0');

  const { bay_id: bayId, buoys } = await bayBuoys(BAY, await token(page));
  const buoy = buoys.find((candidate) => candidate.status === 'available');
  if (!buoy) throw new Error(`no free buoy in ${BAY}`);
  const row = page.locator(`.buoy-row[data-buoy="${buoy.label}"]`);
  await expect(row).toHaveAttribute('data-status', 'available');
  const bookedBefore = Number(await view.getAttribute('data-buoys-booked'));

  // Booked: the change reaches the stream, then the page shows it.
  let stream = watchMapStream(await token(page));
  // Held from an hour ago until two days ahead: booked now and tonight.
  const hold = await booking.hold({
    bayId,
    buoyId: buoy.id,
    periodStart: new Date(Date.now() - 3_600_000),
    periodEnd: new Date(Date.now() + 48 * 3_600_000),
  });
  await stream.arrival(buoy.id, 'booked');
  await expect(row).toHaveAttribute('data-status', 'booked');
  await expect(view).toHaveAttribute('data-buoys-booked', String(bookedBefore + 1));
  stream.stop();
  await attachMapScreenshot(page, testInfo, 'map-live-booked.png');

  // Free again.
  stream = watchMapStream(await token(page));
  await booking.expire([hold]);
  await stream.arrival(buoy.id, 'available');
  await expect(row).toHaveAttribute('data-status', 'available');
  await expect(view).toHaveAttribute('data-buoys-booked', String(bookedBefore));
  stream.stop();
});

test('when a buoy is held for a later night, then a map showing that night shows it booked after the stream carries it', async ({
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
  await expect(page.locator('.buoy-row[data-status="available"]').first()).toBeVisible({ timeout: 15_000 });

  const { bay_id: bayId, buoys } = await bayBuoys(BAY, await token(page));
  // The last free buoy: the other test here takes the first.
  const buoy = buoys.filter((candidate) => candidate.status === 'available').at(-1);
  if (!buoy) throw new Error(`no free buoy in ${BAY}`);
  const row = page.locator(`.buoy-row[data-buoy="${buoy.label}"]`);
  await expect(row).toHaveAttribute('data-status', 'available');

  const stream = watchMapStream(await token(page));
  // From the afternoon of the arrival date to the morning after, as a night booking runs.
  await booking.hold({
    bayId,
    buoyId: buoy.id,
    periodStart: new Date(`${arrival}T14:00:00Z`),
    periodEnd: new Date(`${departure}T09:00:00Z`),
  });
  await stream.arrival(buoy.id, 'taken');
  await expect(row).toHaveAttribute('data-status', 'booked');
  stream.stop();
});
