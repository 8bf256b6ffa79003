import { expect, test, type Page } from '@playwright/test';
import { decodeQR } from '@paulmillr/qr/decode.js';
import { signedInAccount } from './account-support';
import { bookAndPayTonight } from './booking-support';
import { bayBuoys } from './map-support';
import { axeViolations, MESSAGES, type LocaleCode } from './support';
import { shotPath } from './screenshots';

// Issue 29 item 3 (browser): a paid booking's proof of payment opens in My Bookings on a phone
// as a large QR code with the booking's facts in words, in en and hr. The QR code is read back
// from the pixels the browser drew and must be the pass the BFF signed.

// Šipan has no demo stays; the QR walk-up spec takes its first digital buoys, so these take the
// last free ones.
const BAY = 'sipan-sipanska-luka';
const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE });

async function lastFreeBuoy(offset: number): Promise<string> {
  const { buoys } = await bayBuoys(BAY);
  const free = buoys.filter((buoy) => buoy.management === 'digital' && buoy.service_state === 'in_service');
  const buoy = free[free.length - 1 - offset];
  if (buoy === undefined) throw new Error(`no free digital buoy at ${BAY}`);
  return buoy.id;
}

/** The QR code as the browser drew it: the SVG rasterised on a canvas, decoded here. */
async function qrTextOnScreen(page: Page): Promise<string> {
  const image = await page.locator('.booking-pass__qr').evaluate(async (svg) => {
    const side = 600;
    const source = new XMLSerializer().serializeToString(svg);
    const picture = new Image(side, side);
    picture.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(source)}`;
    await picture.decode();
    const canvas = document.createElement('canvas');
    canvas.width = side;
    canvas.height = side;
    const context = canvas.getContext('2d');
    if (context === null) throw new Error('no 2d canvas');
    context.drawImage(picture, 0, 0, side, side);
    return { width: side, height: side, data: Array.from(context.getImageData(0, 0, side, side).data) };
  });
  return decodeQR({ ...image, data: Uint8Array.from(image.data) });
}

for (const [index, locale] of (['en', 'hr'] as const satisfies readonly LocaleCode[]).entries()) {
  test(`when a boater opens a paid booking's pass in ${locale}, then a large QR code of the signed pass shows with the facts in words`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const m = MESSAGES[locale].BookingPass;
    await signedInAccount(page, locale, `pass-${locale}`);
    const booking = await bookAndPayTonight(page, locale, {
      bay: BAY,
      buoyId: await lastFreeBuoy(index),
      boatName: `Pass ${locale}`,
    });

    await page.goto(`/${locale}/dashboard/bookings`);
    const show = page.getByRole('button', { name: new RegExp(`^${m.show}`) }).first();
    await expect(show).toBeVisible({ timeout: 30_000 });
    await show.click();
    const dialog = page.getByRole('dialog', { name: m.title });
    await expect(dialog).toBeVisible();
    const qr = dialog.getByRole('img', { name: new RegExp(booking.buoy_label) });
    await expect(qr).toBeVisible();
    await expect(dialog).toContainText(booking.bay_name);
    await expect(dialog).toContainText(booking.registration_number);
    await expect(dialog).toContainText(booking.booking_id);

    // Large on the phone: most of the screen's width.
    const box = await qr.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(PHONE.width * 0.7);
    const pass = await qr.getAttribute('data-pass');
    expect(pass).toMatch(/^MLP1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(await qrTextOnScreen(page)).toBe(pass);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: shotPath(test.info(), `pass-${locale}-390.png`), fullPage: false });

    // Opened once, it needs no signal: the page goes offline and the code stays.
    await page.context().setOffline(true);
    await dialog.getByRole('button', { name: m.close }).click();
    await show.click();
    await expect(page.getByRole('dialog', { name: m.title }).getByRole('img')).toHaveAttribute(
      'data-pass',
      pass ?? '',
    );
    await page.context().setOffline(false);
  });
}
