import { expect, test, type Page } from '@playwright/test';
import { addDays, localDate } from '../../proto/src/stays/bay-clock';
import { PLATFORM_TIME_ZONE } from '../src/booking/date-rules';
import type { Boat } from '../src/http/api-schema';
import { freshAccessToken, signedInAccount } from './account-support';
import { callApi } from './booking-support';
import { attachMapScreenshot, waitForMapAndList } from './map-support';
import { axeViolations, MESSAGES } from './support';

// Issue 5 item 8: the public map in Chromium with WebGL, against the whole platform.

const m = MESSAGES.en.MapPage;

async function openMap(page: Page, query = ''): Promise<void> {
  await page.goto(`/en/map${query}`);
  await waitForMapAndList(page);
  await expect(page.locator('.bay-list__item').first()).toBeVisible();
}

/** Whether the bay's pin is drawn inside the visible map. */
async function pinInsideMap(page: Page, slug: string): Promise<boolean> {
  const map = await page.locator('.map-explorer__map').boundingBox();
  const pin = await page.locator(`.map-pin[data-slug="${slug}"]`).boundingBox();
  if (map === null || pin === null) return false;
  const x = pin.x + pin.width / 2;
  const y = pin.y + pin.height / 2;
  return x > map.x && x < map.x + map.width && y > map.y && y < map.y + map.height;
}

test('when a bay is searched by part of its name, then the map lands on it and shows it', async ({
  page,
}, testInfo) => {
  await openMap(page);
  await page.getByRole('combobox', { name: m.searchLabel }).fill('telas');
  // The gazetteer's bay of the same name is the same water: one suggestion, the buoyfield.
  const telascica = page.getByRole('option').filter({ hasText: 'Telašćica' });
  await expect(telascica).toHaveCount(1);
  await telascica.filter({ hasText: m.placeKinds.buoyfield }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Telašćica' })).toBeVisible();
  await expect(page).toHaveURL(/[?&]bay=telascica/);
  await expect.poll(() => pinInsideMap(page, 'telascica')).toBe(true);
  // Close in: the bay's buoys are drawn, and each has a row with its state.
  await expect(page.locator('.map-view')).not.toHaveAttribute('data-buoys-drawn', '0');
  await expect(page.locator('.buoy-row').first()).toBeVisible();
  await attachMapScreenshot(page, testInfo, 'map-telascica.png');
});

test('when a place is chosen with the keyboard, then the map moves there, lists its bays and leaves no card of the bay chosen before', async ({
  page,
}) => {
  await openMap(page, '?bay=telascica');
  await expect(page.getByRole('heading', { level: 2, name: 'Telašćica' })).toBeVisible();
  const search = page.getByRole('combobox', { name: m.searchLabel });
  await search.fill('Mljet');
  const island = page.getByRole('option').filter({ hasText: m.placeKinds.island }).first();
  await expect(island).toBeVisible();
  // Arrow down to the island's suggestion, then Enter.
  const options = await page.getByRole('option').allTextContents();
  const target = options.findIndex((text) => text.includes(m.placeKinds.island));
  for (let step = 0; step <= target; step += 1) await search.press('ArrowDown');
  await expect(search).toHaveAttribute('aria-activedescendant', /.+/);
  await search.press('Enter');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(page.locator('.bay-list__item[data-slug="mljet-polace"]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Telašćica' })).toHaveCount(0);
  await expect(page).not.toHaveURL(/[?&]bay=/);
  await expect(page.locator('.bay-list__item[data-slug="grado"]')).toHaveCount(0);
  await expect.poll(() => pinInsideMap(page, 'mljet-okuklje')).toBe(true);
});

test('when a search has fewer than 2 characters, then no suggestions are asked for', async ({ page }) => {
  await openMap(page);
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/v1/locations')) asked.push(url.searchParams.get('q') ?? '');
  });
  const combobox = page.getByRole('combobox', { name: m.searchLabel });
  await combobox.fill('t');
  // The search has settled on "t" (its pause is over), so it has decided whether to ask.
  await expect(combobox).toHaveAttribute('data-settled-query', 't');
  await expect(page.getByRole('listbox')).toBeHidden();
  // Requests go out in order: once the one for "te" is seen, one for "t" would have been too.
  const second = page.waitForRequest((request) => new URL(request.url()).searchParams.get('q') === 'te');
  await combobox.fill('te');
  await second;
  expect(asked).toEqual(['te']);
});

test('when the stay is switched between day and night and the dates change, then the map asks for that stay', async ({
  page,
}) => {
  await openMap(page);
  const search = page.getByRole('button', { name: m.search, exact: true });

  await page.getByRole('radio', { name: m.dayStay }).check();
  await expect(page.getByText(m.dayStayToday)).toBeVisible();
  await expect(page.getByLabel(m.arrival)).toBeHidden();
  // A day stay is today at each bay: no date is sent, the server knows the bay's today and 14:00.
  const askedDay = page.waitForRequest((request) => {
    const url = new URL(request.url());
    return (
      url.pathname.endsWith('/v1/bays') &&
      url.searchParams.get('stay') === 'day' &&
      !url.searchParams.has('from')
    );
  });
  await search.click();
  await askedDay;
  await expect(page).toHaveURL(/stay=day/);

  await page.getByRole('radio', { name: m.nightStay }).check();
  // Without dates the night stay is tonight at each bay, and the form says so.
  await expect(page.getByText(m.nightStayTonight)).toBeVisible();
  // Tomorrow in the platform's zone, which the arrival is held to before a bay is chosen: never
  // in the past, and its check-in is always within 48 hours (issue 28 item 3).
  const arrival = addDays(localDate(new Date(), PLATFORM_TIME_ZONE), 1);
  const departure = addDays(arrival, 2);
  await page.getByLabel(m.arrival).fill(arrival);
  await page.getByLabel(m.departure).fill(departure);
  await expect(page.getByText(m.nightStayTonight)).toBeHidden();
  const asked = page.waitForRequest((request) =>
    request.url().includes(`stay=night&from=${arrival}&to=${departure}`),
  );
  await search.click();
  await asked;
  await expect(page).toHaveURL(new RegExp(`stay=night&from=${arrival}&to=${departure}`));

  // A departure that is not after the arrival is refused, and the last good stay stays.
  await page.getByLabel(m.departure).fill(arrival);
  await search.click();
  await expect(page.locator('.field__error')).toHaveText(m.problems.departureNotAfterArrival);
  await expect(page.getByLabel(m.departure)).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(new RegExp(`to=${departure}`));
});

test('when a bay pin is clicked, then its buoys and prices show and its page opens', async ({ page }) => {
  await openMap(page);
  await page.locator('.map-pin[data-slug="isole-tremiti"]').click();
  const panel = page.locator('.bay-panel');
  await expect(panel.getByRole('heading', { level: 2, name: 'Isole Tremiti' })).toBeVisible();
  await expect(panel.getByRole('heading', { name: MESSAGES.en.PriceList.heading })).toBeVisible();
  // A visitor sees no live states (spec §6): digital buoys ask to sign in.
  await expect(panel.locator('.buoy-row').first()).toBeVisible();
  await expect(panel.locator('.buoy-row[data-status="available"]')).toHaveCount(0);
  await expect(panel.getByText(m.buoyStates.signIn).first()).toBeVisible();
  await expect(page.locator('.map-pin--selected[data-slug="isole-tremiti"]')).toBeVisible();

  await panel.getByRole('link', { name: m.openBayPage }).click();
  await expect(page).toHaveURL(/\/en\/bays\/isole-tremiti$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Isole Tremiti' })).toBeVisible();
});

test('when the bay list is used by keyboard alone, then it moves, opens a bay and gives focus back', async ({
  page,
}) => {
  await openMap(page);
  const items = page.locator('.bay-list__item');
  // The list mirrors the map: one entry per pin.
  await expect
    .poll(async () => (await items.count()) === (await page.locator('.map-pin').count()))
    .toBe(true);

  await page.getByRole('button', { name: m.search, exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(items.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(items.nth(2)).toBeFocused();
  await page.keyboard.press('End');
  await expect(items.last()).toBeFocused();
  await page.keyboard.press('Home');
  await expect(items.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowDown');

  const slug = await items.nth(1).getAttribute('data-slug');
  const name = (await items.nth(1).locator('.bay-list__name').textContent()) ?? '';
  await page.keyboard.press('Enter');
  const heading = page.locator('.bay-panel').getByRole('heading', { level: 2, name });
  await expect(heading).toBeFocused();
  await expect(page.locator(`.map-pin--selected[data-slug="${slug}"]`)).toBeVisible();
  await expect(page.locator(`.bay-list__item[data-slug="${slug}"]`)).toHaveAttribute('aria-current', 'true');

  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: m.closeBay })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('.bay-panel')).toHaveCount(0);
  await expect(page.locator(`.bay-list__item[data-slug="${slug}"]`)).toBeFocused();
});

test('when the legend is opened, then it names every pin the map draws, the grey pin of a bay without online booking too', async ({
  page,
}) => {
  await page.goto('/en/map');
  await page.locator('.map-legend summary').click();
  await expect(page.locator('.map-legend__item')).toHaveText([
    m.pins.bookable,
    m.pins.firstCome,
    m.pins.full,
    m.pins.info,
    m.pins.notBookable,
    m.pins.signIn,
  ]);
});

test('when the map starts, then its base stays hidden until its land has come and shows whole, or shows after a wait if the land is slow', async ({
  page,
}) => {
  // Hold the land tiles back until the test lets them through.
  let releaseLand = () => {};
  const landHeld = new Promise<void>((resolve) => (releaseLand = resolve));
  await page.route('**/map/land/**', async (route) => {
    await landHeld;
    await route.continue();
  });
  const map = page.locator('.map-view');
  const canvasVisibility = () =>
    page.locator('.maplibregl-canvas').evaluate((canvas) => getComputedStyle(canvas).visibility);

  await page.goto('/en/map');
  // The engine has started (its pins are placed) but its land is held: the frame's sea shows.
  await expect(page.locator('.map-pin').first()).toBeVisible({ timeout: 30_000 });
  await expect(map).toHaveAttribute('data-map-filled', 'false');
  expect(await canvasVisibility()).toBe('hidden');
  await expect(page.locator('.map-canvas__loading')).toBeVisible();

  releaseLand();
  await expect(map).toHaveAttribute('data-map-loaded', 'true');
  await expect(map).toHaveAttribute('data-map-filled', 'true');
  expect(await canvasVisibility()).toBe('visible');
  await expect(page.locator('.map-canvas__loading')).toHaveCount(0);

  // Land that never comes: after the wait the map shows what it has (sea, pins), not a blank frame.
  await page.unroute('**/map/land/**');
  await page.route('**/map/land/**', () => new Promise<void>(() => {}));
  await page.reload();
  await expect(page.locator('.map-pin').first()).toBeVisible({ timeout: 30_000 });
  await expect(map).toHaveAttribute('data-map-filled', 'true');
  await expect(map).toHaveAttribute('data-map-loaded', 'false');
  expect(await canvasVisibility()).toBe('visible');
});

test('when a 17 m boat is chosen in Italian, then the bays that take no boat that long are dimmed on the map and in the list, and say why', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const it = MESSAGES.it;
  await signedInAccount(page, 'it', 'map-bay-misfit');
  const boat = await callApi<Boat>(await freshAccessToken(page), 'POST', '/v1/fleet', {
    name: 'Delfino',
    custom_brand: 'Beneteau',
    custom_model: 'Oceanis 55',
    type: 'sailmonohull',
    registration_number: `DE-${Date.now().toString(36).toUpperCase()}`,
    loa_cm: 1700,
    beam_cm: 480,
    draft_cm: 220,
  });
  await page.goto('/it/map');
  await waitForMapAndList(page);
  // Izola takes boats up to 14 m, Telašćica up to 24 m (issue 28 item 1).
  const izolaPin = page.locator('.map-pin[data-slug="izola-simonov-zaliv"]');
  const izolaItem = page.locator('.bay-list__item[data-slug="izola-simonov-zaliv"]');
  const telascicaPin = page.locator('.map-pin[data-slug="telascica"]');
  const why = it.BuoyFit.noBuoyForBoat.replace('{metres, number}', '17');
  await expect(izolaPin).not.toHaveClass(/map-pin--misfit/);

  await page.getByLabel(it.MapPage.boatLabel).selectOption(boat.id);
  await expect(izolaPin).toHaveClass(/map-pin--misfit/);
  await expect(izolaPin).toHaveAttribute('title', new RegExp(`: ${why}$`));
  await expect(izolaItem).toContainText(why);
  await expect(telascicaPin).not.toHaveClass(/map-pin--misfit/);
  await expect(page.locator('.bay-list__item[data-slug="telascica"]')).not.toContainText(why);
  expect(await axeViolations(page)).toEqual([]);
  await attachMapScreenshot(page, testInfo, 'desktop-it-bays-for-a-17-m-boat.png');
});
