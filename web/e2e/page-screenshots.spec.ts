import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { fillSignIn } from './account-support';
import { DEMO_CONCESSIONAIRE, DEMO_PASSWORD } from './concessionaire-support';
import { waitForMap } from './map-support';
import { LOCALES, MESSAGES, PUBLIC_PAGES, type LocaleCode } from './support';

// Issue 17: every page in every language at a phone's size and a desktop's, with a screenshot
// attached for a person to look at, and the layout faults a screenshot shows checked in the page:
// nothing wider than the window, the page's heading clear of the site's header, and (on a phone)
// no box whose text runs out of it. The map page changes under other hands: only its width is
// checked there.

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

type Size = (typeof SIZES)[number];
/** `map`: the picture waits for the map engine to have drawn. */
type Shot = { path: string; name: string; onlyWidth?: boolean; map?: boolean };

const DEMO_SAILOR = 'sailor@moorline.local';
/** The heading may not touch the header: at least this much air between them. */
const HEADING_GAP_PX = 8;

const publicShots = (code: LocaleCode): Shot[] => [
  ...PUBLIC_PAGES.map((page) => ({ path: page === '/' ? `/${code}` : `/${code}${page}`, name: page })),
  { path: `/${code}/bays/telascica`, name: 'bay-telascica' },
  { path: `/${code}/bays/mljet-okuklje`, name: 'bay-okuklje' },
  { path: `/${code}/auth/signin`, name: 'signin' },
  { path: `/${code}/auth/signup`, name: 'signup' },
  { path: `/${code}/no-such-page`, name: 'not-found' },
  { path: `/${code}/map?bay=telascica`, name: 'map', onlyWidth: true, map: true },
];

// Signed in: the boater's pages and the back office, in two languages to keep the run short.
const SIGNED_IN_LOCALES: readonly LocaleCode[] = ['en', 'hr'];
/** `loading`: what the page says until its data has come; the picture waits for it to go. */
type SignedInShot = Shot & { email: string; loading: string[] };
const signedInShots = (code: LocaleCode): SignedInShot[] => {
  const m = MESSAGES[code];
  return [
    {
      path: `/${code}/dashboard/account`,
      name: 'account',
      email: DEMO_SAILOR,
      loading: [m.AccountPage.loading],
    },
    {
      path: `/${code}/dashboard/bookings`,
      name: 'bookings',
      email: DEMO_SAILOR,
      loading: [m.BookingsPage.loading],
    },
    { path: `/${code}/dashboard/fleet`, name: 'fleet', email: DEMO_SAILOR, loading: [m.FleetPage.loading] },
    {
      path: `/${code}/concessionaires/bays`,
      name: 'concessionaire-bays',
      email: DEMO_CONCESSIONAIRE,
      loading: [m.ConcessionaireBays.loading, m.ConcessionaireBays.occupancyLoading],
    },
  ];
};

async function attachScreenshot(page: Page, testInfo: TestInfo, file: string, fullPage: boolean) {
  const path = testInfo.outputPath(file);
  await page.screenshot({ path, fullPage });
  await testInfo.attach(file, { path, contentType: 'image/png' });
}

/** Elements whose content is wider than their box and spills out of it (overflow left visible). */
function spillingBoxes(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main *')]
      .filter((element) => {
        if (!(element instanceof HTMLElement) || element.clientWidth === 0) return false;
        const style = getComputedStyle(element);
        if (style.overflowX !== 'visible' || style.display.startsWith('inline')) return false;
        return element.scrollWidth > element.clientWidth + 1;
      })
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${element.className}: ${element.textContent?.slice(0, 40)}`,
      ),
  );
}

async function checkLayout(page: Page, size: Size, shot: Shot) {
  const widths = await page.evaluate(() => ({
    document: document.documentElement.scrollWidth,
    window: window.innerWidth,
  }));
  expect(widths.document, 'the page is no wider than the window').toBeLessThanOrEqual(widths.window);
  if (shot.onlyWidth) return;
  const heading = await page.getByRole('heading', { level: 1 }).first().boundingBox();
  const header = await page.getByRole('banner').boundingBox();
  expect(heading, 'the page has a heading').not.toBeNull();
  if (heading !== null && header !== null)
    expect(heading.y, 'the heading stands clear of the header').toBeGreaterThanOrEqual(
      header.y + header.height + HEADING_GAP_PX,
    );
  if (size.name === 'phone') expect(await spillingBoxes(page)).toEqual([]);
}

async function open(page: Page, shot: Shot) {
  await page.goto(shot.path, { waitUntil: 'load' });
  await settle(page, shot);
}

/** The page shown is ready for its picture. */
async function settle(page: Page, shot: Shot) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  if (shot.map) await waitForMap(page);
  // Web fonts and late layout (weather, lists) settle before the picture is taken.
  await page.evaluate(() => document.fonts.ready);
}

for (const size of SIZES) {
  test.describe(`${size.name} ${size.width}×${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    for (const { code } of LOCALES) {
      for (const shot of publicShots(code)) {
        const promise = shot.onlyWidth
          ? 'it fits the window'
          : 'it fits the window and its heading clears the header';
        test(`when ${shot.path} is shown on a ${size.name}, then ${promise}`, async ({ page }, testInfo) => {
          await open(page, shot);
          await attachScreenshot(page, testInfo, `${code}-${shot.name}-${size.name}.png`, !shot.onlyWidth);
          await checkLayout(page, size, shot);
        });
      }
    }

    for (const code of SIGNED_IN_LOCALES) {
      for (const shot of signedInShots(code)) {
        test(`when ${shot.path} is shown signed in on a ${size.name}, then it fits the window and its heading clears the header`, async ({
          page,
        }, testInfo) => {
          // Sent back to the page after signing in: no detour over the map.
          await page.goto(`/${code}/auth/signin?next=${encodeURIComponent(shot.path)}`);
          await fillSignIn(page, code, shot.email, DEMO_PASSWORD);
          await expect(page).toHaveURL(new RegExp(`${shot.path}$`));
          await settle(page, shot);
          for (const text of shot.loading)
            await expect(page.getByRole('main').getByText(text, { exact: true })).toHaveCount(0);
          await attachScreenshot(page, testInfo, `${code}-${shot.name}-${size.name}.png`, true);
          await checkLayout(page, size, shot);
        });
      }
    }
  });
}
