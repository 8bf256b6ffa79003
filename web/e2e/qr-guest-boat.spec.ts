import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { axeViolations, MESSAGES, type LocaleCode } from './support';
import { addGuestBoat, digitalBuoy, guestAtBoatStep } from './qr-guest-boat-support';

// Issue 28 item 4: a walk-up guest has no account and no fleet. The boat step names the boat
// being moored (never "your fleet has no boat") and adds it with a short form: name,
// registration and length, the type chosen; beam and draft are not asked. A listed model fills
// in the type and its published length. On a phone, in English and Croatian, axe on each screen.

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

/** Phone and desktop screenshots kept with the results to look at. */
async function screenshots(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  expect(await axeViolations(page), name).toEqual([]);
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', { width: 1440, height: 900 }],
  ] as const) {
    await page.setViewportSize(viewport);
    const path = testInfo.outputPath(`${name}-${size}.png`);
    await page.screenshot({ path, fullPage: true });
    await testInfo.attach(`${name}-${size}`, { path, contentType: 'image/png' });
  }
  await page.setViewportSize(PHONE);
}

async function expectGuestWording(page: Page, locale: LocaleCode): Promise<void> {
  const m = MESSAGES[locale];
  await expect(page.getByRole('heading', { level: 2, name: m.QrGuestBoat.heading })).toBeVisible();
  await expect(page.getByText(m.QrGuestBoat.lead)).toBeVisible();
  await expect(page.getByText(m.BookingPreview.noBoats)).toHaveCount(0);
}

test('when a guest gives only name, type, registration and length, then the boat is added and the walk-up goes on to payment (en)', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(90_000);
  const locale = 'en';
  const m = MESSAGES[locale];
  await guestAtBoatStep(page, context, locale, await digitalBuoy(8));
  await expectGuestWording(page, locale);

  await page.getByRole('button', { name: m.QrGuestBoat.addBoat }).click();
  const form = page.locator('.booking-add-boat');
  await expect(page.getByRole('heading', { level: 3, name: m.QrGuestBoat.formHeading })).toBeFocused();
  // The short form asks no beam and no draft.
  await expect(form.getByLabel(m.FleetPage.beam, { exact: true })).toHaveCount(0);
  await expect(form.getByLabel(m.FleetPage.draft, { exact: true })).toHaveCount(0);
  await screenshots(page, testInfo, 'guest-boat-form-en');
  await form.getByRole('button', { name: m.FleetPage.cancel }).click();

  await addGuestBoat(page, locale, 'Vila');
  await page.getByRole('button', { name: m.QrFlow.continue }).click();
  await expect(page.getByRole('heading', { level: 1, name: m.QrFlow.paymentTitle })).toBeVisible();
  await screenshots(page, testInfo, 'guest-payment-en');
});

test('when a guest picks a listed model, then the type and length fill in from it and the boat is added (hr)', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(90_000);
  const locale = 'hr';
  const m = MESSAGES[locale];
  await guestAtBoatStep(page, context, locale, await digitalBuoy(9));
  await expectGuestWording(page, locale);
  await screenshots(page, testInfo, 'guest-boat-step-hr');

  await page.getByRole('button', { name: m.QrGuestBoat.addBoat }).click();
  const form = page.locator('.booking-add-boat');
  await expect(form.getByRole('group', { name: m.QrGuestBoat.brandModelOptional })).toBeVisible();
  await form.getByLabel(m.FleetPage.name, { exact: true }).fill('Galeb');
  const brand = form.getByRole('combobox', { name: m.FleetPage.brand, exact: true });
  await brand.fill('bavar');
  await page.getByRole('option', { name: 'Bavaria' }).click();
  const model = form.getByRole('combobox', { name: m.FleetPage.model, exact: true });
  await model.fill('cruiser 4');
  await expect(model).toHaveAttribute('data-answered-query', 'cruiser 4');
  await page.getByRole('option', { name: 'Cruiser 46' }).click();
  await expect(form.getByLabel(m.FleetPage.type, { exact: true })).toHaveValue('sailmonohull');
  // The builder's published length, in Croatian metres.
  await expect(form.getByLabel(m.FleetPage.loa, { exact: true })).toHaveValue('14,27');
  await form.getByLabel(m.FleetPage.registration, { exact: true }).fill(`ST-${Date.now().toString(36)}`);
  await screenshots(page, testInfo, 'guest-boat-model-hr');
  await form.getByRole('button', { name: m.FleetPage.save }).click();
  await expect(page.getByRole('radio', { name: /Galeb/ })).toBeChecked();

  await page.getByRole('button', { name: m.QrFlow.continue }).click();
  await expect(page.getByRole('heading', { level: 1, name: m.QrFlow.paymentTitle })).toBeVisible();
  await screenshots(page, testInfo, 'guest-payment-hr');
});
