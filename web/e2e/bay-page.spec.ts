import { expect, test } from '@playwright/test';
import { MESSAGES } from './support';

// Issue 5 item 9: the bay page, rendered on the server, with its gallery and lightbox.

const b = MESSAGES.en.BayPage;
const g = MESSAGES.en.Gallery;

test('when a bay page is fetched, then its content is in the server HTML', async ({ request }) => {
  const response = await request.get('/en/bays/telascica');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<h1>Telašćica</h1>');
  expect(html).toContain('The great natural harbour of Dugi Otok');
  expect(html).toContain(MESSAGES.en.PriceList.heading);
  expect(html).toContain('€90.00');
  expect(html).toContain(b.guestInfoHeading);
  expect(html).toContain('JU Park prirode Telašćica');
});

test('when a bay page is opened in Croatian, then its texts are Croatian', async ({ page }) => {
  await page.goto('/hr/bays/telascica');
  await expect(page.getByRole('heading', { level: 1, name: 'Telašćica' })).toBeVisible();
  await expect(page.getByText('Velika prirodna luka Dugog otoka')).toBeVisible();
  await expect(page.getByRole('heading', { name: MESSAGES.hr.BayPage.timesHeading })).toBeVisible();
});

test('when a bay page is opened, then prices, times, boats, weather and operator show', async ({ page }) => {
  await page.goto('/en/bays/telascica');
  for (const heading of [b.timesHeading, b.boatsHeading, b.weatherHeading, b.operatorHeading, b.mapHeading]) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByText(b.hulls.mono)).toBeVisible();
  await expect(page.getByText('24 m', { exact: true })).toBeVisible();
  // The weather provider may be unreachable from the test machine: then the notice shows.
  const weather = page.locator('.weather');
  await expect(weather).toBeVisible({ timeout: 30_000 });
  const text = (await weather.textContent()) ?? '';
  expect(text.includes(MESSAGES.en.Weather.unavailable) || text.includes(MESSAGES.en.Weather.now)).toBe(true);
});

test('when a bay page is fetched, then its small map is a drawing in the HTML, with no map engine', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/en/bays/telascica')).text();
  expect(html).toContain('class="bay-mini-map__drawing"');
  expect(html).toContain('© OpenStreetMap contributors');

  await page.goto('/en/bays/telascica');
  const drawing = page.getByRole('img', {
    name: /^Map of Telašćica and its surroundings, north up, with 55 buoys$/,
  });
  await expect(drawing).toBeVisible();
  // The legend's symbols, one per buoy (the buoys mark the bay: no pin over them).
  await expect(drawing.locator('use')).toHaveCount(55);
  await expect(page.getByRole('link', { name: b.openInMap })).toHaveAttribute(
    'href',
    '/en/map?bay=telascica',
  );
  await page.waitForLoadState('networkidle');
  await expect(page.locator('canvas, .map-view')).toHaveCount(0);
});

test('when a bay has only some kinds of buoys, then its summary names only those, in every language', async ({
  page,
}) => {
  await page.goto('/en/bays/mljet-okuklje');
  await expect(page.locator('.bay-page__lead')).toHaveText('12 traditional moorings');
  await page.goto('/it/bays/mljet-okuklje');
  await expect(page.locator('.bay-page__lead')).toHaveText('12 ormeggi tradizionali');
  await page.goto('/sl/bays/telascica');
  await expect(page.locator('.bay-page__lead')).toHaveText(
    '40 boj za spletno rezervacijo, 10 boj po vrstnem redu prihoda in 5 tradicionalnih privezov',
  );
  await page.goto('/hr/bays/telascica');
  await expect(page.locator('.bay-page__lead')).toHaveText(
    '40 plutača za internetsku rezervaciju, 10 plutača po redu dolaska i 5 tradicionalnih vezova',
  );
});

test('when a bay takes no online bookings yet, then its summary calls its buoys digitally managed, not bookable online', async ({
  page,
}) => {
  // Stončica's operator has not finished payment onboarding (the demo's new operator).
  await page.goto('/en/bays/vis-stoncica');
  await expect(page.locator('.bay-page__lead')).toHaveText(
    '16 digitally managed buoys and 6 buoys on a first-come basis',
  );
  await expect(page.getByText(MESSAGES.en.MapPage.notBookableOnlineNote)).toBeVisible();
  await page.goto('/hr/bays/vis-stoncica');
  await expect(page.locator('.bay-page__lead')).toHaveText(
    '16 digitalno upravljanih plutača i 6 plutača po redu dolaska',
  );
});

test('when an unknown bay is asked for, then the 404 page answers', async ({ page }) => {
  const response = await page.goto('/en/bays/no-such-bay');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES.en.Errors.notFoundTitle);
});

test('when the gallery is opened, then the photo zooms by 0.12 within 0.1 and 3 and moves by key and swipe', async ({
  page,
}) => {
  await page.goto('/en/bays/telascica');
  const first = page.getByRole('button', { name: /^Open photo 1 of 4/ });
  await first.click();
  const dialog = page.getByRole('dialog', { name: 'Photo 1 of 4' });
  await expect(dialog).toBeVisible();
  const image = dialog.locator('.lightbox__image');
  await expect(image).toHaveAttribute('data-zoom', '1');

  await page.keyboard.press('+');
  await expect(image).toHaveAttribute('data-zoom', '1.12');
  await expect(dialog.getByRole('status')).toHaveText(g.zoomLevel.replace('{percent}', '112'));
  for (let step = 0; step < 25; step += 1) await page.keyboard.press('+');
  await expect(image).toHaveAttribute('data-zoom', '3');
  for (let step = 0; step < 40; step += 1) await dialog.getByRole('button', { name: g.zoomOut }).click();
  await expect(image).toHaveAttribute('data-zoom', '0.1');
  await dialog.getByRole('button', { name: g.zoomReset }).click();
  await expect(image).toHaveAttribute('data-zoom', '1');

  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: 'Photo 2 of 4' })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('dialog', { name: 'Photo 1 of 4' })).toBeVisible();

  // A drag shorter than 50 px keeps the photo; a longer one from right to left shows the next.
  const stage = await dialog.locator('.lightbox__stage').boundingBox();
  if (stage === null) throw new Error('no stage');
  const y = stage.y + stage.height / 2;
  const swipe = async (from: number, to: number) => {
    await page.mouse.move(from, y);
    await page.mouse.down();
    await page.mouse.move(to, y, { steps: 5 });
    await page.mouse.up();
  };
  const middle = stage.x + stage.width / 2;
  await swipe(middle, middle - 40);
  await expect(page.getByRole('dialog', { name: 'Photo 1 of 4' })).toBeVisible();
  await swipe(middle, middle - 120);
  await expect(page.getByRole('dialog', { name: 'Photo 2 of 4' })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(first).toBeFocused();
});

test('when the gallery shows, then every photo is a drawn picture of the bay, as WebP at the width the page needs', async ({
  page,
}) => {
  const pictures: { url: string; status: number; type: string; cache: string }[] = [];
  page.on('response', (response) => {
    if (/\/images\/bays\/telascica\/\d-\d+w-[0-9a-f]{12}\.webp$/.test(response.url()))
      pictures.push({
        url: response.url(),
        status: response.status(),
        type: response.headers()['content-type'] ?? '',
        cache: response.headers()['cache-control'] ?? '',
      });
  });
  await page.goto('/en/bays/telascica');
  const images = page.locator('.gallery__image');
  await expect(images).toHaveCount(4);
  // The first is the page's largest picture: fetched at once; the others when near the viewport.
  await expect(images.first()).toHaveAttribute('loading', 'eager');
  await expect(images.first()).toHaveAttribute('fetchpriority', 'high');
  await expect(images.nth(1)).toHaveAttribute('loading', 'lazy');
  for (let index = 0; index < 4; index += 1) {
    const image = images.nth(index);
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveAttribute('width', '1200');
    await expect(image).toHaveAttribute('height', '800');
    await expect(image).toHaveAttribute(
      'srcset',
      new RegExp(`^/images/bays/telascica/${index + 1}-480w-[0-9a-f]{12}\\.webp 480w, .+ 800w, .+ 1200w$`),
    );
    // naturalWidth is in CSS pixels for a srcset candidate: which file came is in currentSrc.
    await expect
      .poll(
        () => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0),
        {
          timeout: 30_000,
        },
      )
      .toBe(true);
    expect(await image.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(
      new RegExp(`/images/bays/telascica/${index + 1}-(480|800|1200)w-[0-9a-f]{12}\\.webp$`),
    );
  }
  expect(pictures.map((picture) => picture.status)).toEqual([200, 200, 200, 200]);
  expect(pictures.every((picture) => picture.type === 'image/webp')).toBe(true);
  expect(pictures.every((picture) => picture.cache.includes('immutable'))).toBe(true);

  await page.getByRole('button', { name: /^Open photo 4 of 4/ }).click();
  const shown = page
    .getByRole('dialog', { name: 'Photo 4 of 4' })
    .getByRole('img', { name: 'Telašćica seen from above' });
  await expect(shown).toHaveAttribute('src', /^\/images\/bays\/telascica\/4-1200w-[0-9a-f]{12}\.webp$/);
  await expect.poll(() => shown.evaluate((element: HTMLImageElement) => element.naturalHeight)).toBe(800);
});

test('when a sized picture of an older version is asked for, then it leads to the current one', async ({
  page,
  request,
}) => {
  await page.goto('/en/bays/telascica');
  const current = (await page.locator('.gallery__image').first().getAttribute('src')) ?? '';
  expect(current).toMatch(/-800w-[0-9a-f]{12}\.webp$/);
  const stale = await request.get(current.replace(/[0-9a-f]{12}\.webp$/, '000000000000.webp'), {
    maxRedirects: 0,
  });
  expect(stale.status()).toBe(307);
  expect(stale.headers().location).toBe(current);
  expect((await request.get('/images/bays/telascica/1-640w-000000000000.webp')).status()).toBe(404);
});

test('when a drawn picture is fetched, then it is a long-cached PNG; unknown bays and numbers are 404', async ({
  request,
}) => {
  const picture = await request.get('/images/bays/telascica/1.png');
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toBe('image/png');
  expect(picture.headers()['cache-control']).toMatch(/max-age=(\d{6,})/);
  const body = await picture.body();
  // The PNG signature, then the same bytes on a second request: the picture is deterministic.
  expect(body.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect((await (await request.get('/images/bays/telascica/1.png')).body()).equals(body)).toBe(true);
  expect((await (await request.get('/images/bays/lopud/1.png')).body()).equals(body)).toBe(false);

  for (const path of [
    '/images/bays/no-such-bay/1.png',
    '/images/bays/telascica/5.png',
    '/images/bays/telascica/1.jpg',
  ]) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
  }
  // lopud lists two pictures: its third is not drawn.
  expect((await request.get('/images/bays/lopud/3.png')).status()).toBe(404);
  // Catalogs seeded earlier list /images/bays/<slug>-<n>.jpg: those lead to the drawn picture.
  const legacy = await request.get('/images/bays/telascica-2.jpg', { maxRedirects: 0 });
  expect(legacy.status()).toBe(308);
  expect(legacy.headers().location).toBe('/images/bays/telascica/2.png');
  // The placeholder in public/ is still served as a file, not taken for an old picture name.
  const placeholder = await request.get('/images/bays/placeholder.svg');
  expect(placeholder.status()).toBe(200);
  expect(placeholder.headers()['content-type']).toContain('image/svg+xml');
});
