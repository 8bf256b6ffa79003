import { expect, test } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import config, { BASE_URL } from '../playwright.config';
import { DEMO_EMBED_ID, DEMO_EMBED_ORIGIN, DEMO_EMBED_PARTNER } from './map-support';
import { MESSAGES } from './support';

// Issue 5 item 10: the embed works inside a partner's page on an allowed origin and is refused
// on any other. The partner pages are tiny hosts made by the test.

const e = MESSAGES.en.MapEmbed;
// Lopud's buoys are traditional; Polače's can be booked online.
const BOOKABLE_BAY = 'mljet-polace';
const embedUrl = `${BASE_URL}/en/map-embed/${DEMO_EMBED_ID}`;
const hostPage = `<!doctype html><html lang="en"><head><title>Partner</title></head>
<body><h1>Partner page</h1><iframe title="Moorline map" src="${embedUrl}" width="900" height="600"></iframe></body></html>`;

let server: Server;
let otherOrigin = '';

test.beforeAll(async () => {
  // A real partner-like server on a free local port: an origin the embed does not allow.
  server = createServer((_, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(hostPage);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  otherOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const launchOptions = config.use?.launchOptions ?? {};

// The allowed host page is fulfilled by the test and has no network address, so Chrome's local
// network access checks would treat it as public and block the local embed; real pages are not.
test.use({
  launchOptions: {
    ...launchOptions,
    args: [...(launchOptions.args ?? []), '--disable-features=LocalNetworkAccessChecks'],
  },
});

test('when the embed is framed by an allowed origin, then its map and bays show and links open a new tab', async ({
  page,
}) => {
  // The demo embed allows http://localhost:3000, which `make start` may be using: the browser is
  // given the host page for that origin without any server listening there.
  await page.route(`${DEMO_EMBED_ORIGIN}/partner`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: hostPage }),
  );
  await page.goto(`${DEMO_EMBED_ORIGIN}/partner`);
  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(
    e.title.replace('{partner}', DEMO_EMBED_PARTNER),
    { timeout: 30_000 },
  );
  // Chrome-less: no navbar, no footer.
  await expect(frame.locator('header.navbar')).toHaveCount(0);
  await expect(frame.locator('footer')).toHaveCount(0);
  await expect(frame.locator('.map-view[data-map-loaded="true"]')).toBeVisible({ timeout: 30_000 });
  await expect(frame.locator('.map-pin')).toHaveCount(3);

  const link = frame.getByRole('link', { name: /Lopud/ });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('href', `/en/bays/lopud?embed=${DEMO_EMBED_ID}`);
  const [bayPage] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await expect(bayPage).toHaveURL(`${BASE_URL}/en/bays/lopud?embed=${DEMO_EMBED_ID}`);
  await expect(bayPage.getByRole('heading', { level: 1, name: 'Lopud' })).toBeVisible();
});

test('when a partner link chooses a stay, then the bay page books those dates through the embed', async ({
  page,
}) => {
  const from = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  const to = new Date(Date.now() + 22 * 86_400_000).toISOString().slice(0, 10);
  await page.goto(
    `${BASE_URL}/en/bays/${BOOKABLE_BAY}?embed=${DEMO_EMBED_ID}&kind=night&from=${from}&to=${to}`,
  );
  await expect(page.getByText(`Your stay: nights from ${from} to ${to}.`)).toBeVisible({ timeout: 30_000 });
  const book = page.locator('.book-link').first();
  await book.click();
  // Signed out: sign-in first, and the way back is the preview of exactly that stay and embed.
  await expect(page).toHaveURL(/\/en\/auth\/signin/);
  const next = new URL(page.url()).searchParams.get('next') ?? '';
  const preview = new URLSearchParams(next.slice(next.indexOf('?')));
  expect([preview.get('kind'), preview.get('from'), preview.get('to'), preview.get('embed')]).toEqual([
    'night',
    from,
    to,
    DEMO_EMBED_ID,
  ]);
});

test('when a partner link names past dates or a bad embed, then the bay page offers tonight and carries no embed', async ({
  page,
}) => {
  await page.goto(
    `${BASE_URL}/en/bays/${BOOKABLE_BAY}?embed=Elafiti&kind=night&from=2020-01-01&to=2020-01-03`,
  );
  await expect(page.locator('.book-link').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/Your stay:/)).toHaveCount(0);
  await expect(page.locator('.book-link').first()).not.toHaveAttribute('href', /embed/);
});

test('when the embed is framed by another origin, then the browser refuses to show it', async ({ page }) => {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (/frame-ancestors/.test(message.text())) refusals.push(message.text());
  });
  await page.goto(`${otherOrigin}/partner`);
  await expect(page.getByRole('heading', { name: 'Partner page' })).toBeVisible();
  await expect.poll(() => refusals.length, { timeout: 30_000 }).toBeGreaterThan(0);
  await expect(
    page.frameLocator('iframe').getByRole('heading', { name: new RegExp(DEMO_EMBED_PARTNER) }),
  ).toHaveCount(0);
});

test('when an unknown embed is opened, then a clear message says so', async ({ page }) => {
  const response = await page.goto('/en/map-embed/3f1c2a9e-0000-4000-8000-000000000000');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(e.notFoundTitle);
  await expect(page.getByText(e.notFoundBody)).toBeVisible();
});
