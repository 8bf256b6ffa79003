import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { qrSlugFor } from '../../services/catalog/src/buoys/qr-slug';
import type { OperatorBuoyList, WalkUp } from '../src/http/api-schema';
import { freshAccessToken, signedInAccount } from './account-support';
import { callApi, walkUpHoldNow } from './booking-support';
import { DEMO_CONCESSIONAIRE, signInAsStaff } from './concessionaire-support';
import { E2E_API_BASE_URL } from './full-stack';
import { bayBuoys, bayTimeZone, waitForMap } from './map-support';
import { axeViolations, MESSAGES, type LocaleCode } from './support';

// Issue 15 item 7: the demo manager takes a buoy out of service on the buoys page, and a map
// open in another tab (signed in, live) shows it out of service without a reload; then puts it
// back. A first-come buoy of Polače: nobody books those, so no booking stands in the way and no
// other test's buoy is touched. The QR code sheet downloads from the same page. Issue 28: a buoy
// a boater is paying for right now says until when its stay holds it, on the bay's clock.

const BAY = 'mljet-polace';
const en = MESSAGES.en.BuoyControl;

/** The demo manager (`make start`) runs Polače for the demo harbour operator. */
const signInAsDemoManager = (page: Page) => signInAsStaff(page, 'en', DEMO_CONCESSIONAIRE);

/** The bay's id, among the bays the BFF says the signed-in manager runs. */
async function staffBayId(page: Page, slug: string): Promise<string> {
  const response = await page.request.get(`${E2E_API_BASE_URL}/v1/concessionaires/bays`, {
    headers: { Authorization: `Bearer ${await freshAccessToken(page)}` },
  });
  expect(response.status()).toBe(200);
  const { bays } = (await response.json()) as { bays: { bay_id: string; slug: string }[] };
  const bay = bays.find((candidate) => candidate.slug === slug);
  if (!bay) throw new Error(`${slug} is not among the demo manager's bays`);
  return bay.bay_id;
}

test('when a manager takes a buoy out of service, then a live map in another tab shows it out of service at once', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signInAsDemoManager(page);
  await page.goto(`/en/concessionaires/${await staffBayId(page, BAY)}/buoys`);
  await expect(page.getByRole('heading', { level: 1, name: en.title })).toBeVisible();
  const firstCome = page.locator('.buoy-control__item[data-state="in_service"]', {
    hasText: en.kinds.fcfs,
  });
  await expect(firstCome.first()).toBeVisible({ timeout: 30_000 });
  const item = firstCome.last();
  const label = await item.getAttribute('data-label');
  if (label === null) throw new Error('a buoy without a label');
  expect(await axeViolations(page)).toEqual([]);

  const map = await context.newPage();
  await map.goto(`/en/map?bay=${BAY}`);
  await waitForMap(map);
  const row = map.locator(`.buoy-row[data-buoy="${label}"]`);
  await expect(row).toHaveAttribute('data-status', 'fcfs', { timeout: 30_000 });

  await page.bringToFront();
  await item.getByRole('button', { name: en.takeOut }).click();
  const dialog = page.getByRole('dialog', { name: en.takeOutTitle.replace('{label}', label) });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(en.reason)).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByLabel(en.reason).fill('Mooring chain being replaced');
  await dialog.getByRole('button', { name: en.takeOut }).click();
  await expect(dialog).toBeHidden();
  const out = page.locator(`.buoy-control__item[data-label="${label}"]`);
  await expect(out).toHaveAttribute('data-state', 'out_of_service');
  await expect(out).toContainText('Mooring chain being replaced');
  await expect(out).toContainText(en.outUntilFurtherNotice);

  // The other tab was not touched: the stream told it.
  await expect(row).toHaveAttribute('data-status', 'out_of_service', { timeout: 30_000 });
  // Out of service is grey with a bar, not the red cross of a booked buoy (issue 28 item 6).
  await expect(row.locator('svg')).toHaveAttribute('data-glyph', 'bar');
  await expect(row.locator('svg')).toHaveClass(/tone-neutral/);

  await out.getByRole('button', { name: en.putBack }).click();
  const back = page.getByRole('dialog', { name: en.putBackTitle.replace('{label}', label) });
  await back.getByRole('button', { name: en.putBack }).click();
  await expect(back).toBeHidden();
  await expect(out).toHaveAttribute('data-state', 'in_service');
  await expect(row).toHaveAttribute('data-status', 'fcfs', { timeout: 30_000 });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: en.qrPrint }).click();
  expect((await download).suggestedFilename()).toBe(`${BAY}-qr-codes.pdf`);
});

/**
 * A digital buoy a walk-up can take now for tonight (demo stays may take some until today's check-out), not
 * the first or the last free one, which the booking specs take (booking-preview.spec.ts).
 */
async function buoyFreeNow(token: string) {
  const digital = (await bayBuoys(BAY, token)).buoys.filter(
    (buoy) => buoy.management === 'digital' && buoy.status === 'available',
  );
  for (const buoy of digital.slice(1, -1)) {
    const slug = qrSlugFor(BAY, buoy.label);
    const { offers } = await callApi<WalkUp>(token, 'GET', `/v1/qr/${slug}`);
    if (offers.some((offer) => offer.stay_kind === 'night' && offer.nights === 1)) return { ...buoy, slug };
  }
  throw new Error(`no digital buoy of ${BAY} is free now`);
}

/** A boater of their own browser context holds a free digital buoy of the bay now, unpaid. */
async function boaterPayingForABuoy(page: Page, testInfo: TestInfo) {
  const context = await page.context().browser()?.newContext({ baseURL: testInfo.project.use.baseURL });
  if (!context) throw new Error('no browser');
  const boater = await context.newPage();
  await signedInAccount(boater, 'en', 'held-buoy-list');
  const token = await freshAccessToken(boater);
  const free = await buoyFreeNow(token);
  const booking = await walkUpHoldNow(token, free);
  return {
    label: free.label,
    buoyId: free.id,
    // Freed again, so the specs that book Polače find it free.
    free: async () => {
      await callApi(await freshAccessToken(boater), 'POST', `/v1/bookings/${booking.booking_id}/cancel`);
      await context.close();
    },
  };
}

/** An instant as the buoy list writes it: the browser's own Intl, on the bay's clock. */
async function listDateTime(page: Page, locale: LocaleCode, iso: string): Promise<string> {
  const timeZone = await bayTimeZone(BAY);
  return page.evaluate(
    ({ locale, iso, timeZone }) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
        new Date(iso),
      ),
    { locale, iso, timeZone },
  );
}

test('when a boater is paying for a buoy right now, then the manager’s buoy list says until when its stay holds it, on the bay’s clock (en, hr)', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const held = await boaterPayingForABuoy(page, testInfo);
  try {
    await signInAsDemoManager(page);
    const bayId = await staffBayId(page, BAY);
    // Catalog hears of the hold from booking's event: the list's own answer says so first.
    let bookedUntil: string | null = null;
    await expect
      .poll(async () => {
        const { buoys } = await callApi<OperatorBuoyList>(
          await freshAccessToken(page),
          'GET',
          `/v1/concessionaires/bays/${bayId}/buoys`,
        );
        const buoy = buoys.find((candidate) => candidate.buoy_id === held.buoyId);
        bookedUntil = buoy?.booked_until ?? null;
        return buoy?.status_now;
      })
      .toBe('held');
    if (bookedUntil === null) throw new Error('a held buoy without booked_until');
    for (const locale of ['en', 'hr'] as const) {
      await page.goto(`/${locale}/concessionaires/${bayId}/buoys`);
      const status = page.locator(`.buoy-control__item[data-label="${held.label}"] .buoy-control__status`);
      const until = await listDateTime(page, locale, bookedUntil);
      await expect(status).toHaveText(MESSAGES[locale].BuoyControl.heldUntil.replace('{until}', until), {
        timeout: 30_000,
      });
      expect(await axeViolations(page)).toEqual([]);
      const path = testInfo.outputPath(`buoy-list-held-${locale}.png`);
      await page.screenshot({ path, fullPage: true });
      await testInfo.attach(`buoy-list-held-${locale}`, { path, contentType: 'image/png' });
    }
  } finally {
    await held.free();
  }
});
