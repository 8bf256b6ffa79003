import { expect, test, type Page } from '@playwright/test';
import type { Boat } from '../src/http/api-schema';
import { signedInAccount } from './account-support';
import { axeViolations, MESSAGES, type LocaleCode } from './support';
import { answerFleet, answerSession, errorBody, sessionCheck } from './stubbed-answers';

// Issue 12 item 9: My Fleet through the real stack (BFF, booking, catalog's boat lists).

type Messages = (typeof MESSAGES)['en'];

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/** Where the page announces what just happened. */
const notice = (page: Page, text: string) =>
  page.getByRole('main').getByRole('status').filter({ hasText: text });

/** From a quiet page: the map, where sign-in lands, rewrites its own address while it loads. */
async function openFleetFromMenu(page: Page, locale: LocaleCode, m: Messages) {
  await page.goto(`/${locale}/about`);
  await page.getByRole('button', { name: m.AccountMenu.label }).click();
  await page.getByRole('link', { name: m.AccountMenu.myFleet }).click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/dashboard/fleet$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.FleetPage.title);
}

/** Picks from a searchable list with the keyboard: type, wait for the option, Down, Enter. */
async function pickWithKeys(page: Page, label: string, typed: string, option: string) {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.fill(typed);
  await expect(box).toHaveAttribute('data-answered-query', typed);
  await expect(page.getByRole('option', { name: option })).toBeVisible();
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(box).toHaveValue(option);
}

async function fillSizes(page: Page, m: Messages, [loa, beam, draft]: [string, string, string]) {
  await page.getByLabel(m.FleetPage.loa, { exact: true }).fill(loa);
  await page.getByLabel(m.FleetPage.beam, { exact: true }).fill(beam);
  await page.getByLabel(m.FleetPage.draft, { exact: true }).fill(draft);
}

async function addListedBoat(page: Page, m: Messages, decimal: string) {
  await page.getByRole('button', { name: m.FleetPage.addBoat }).click();
  await expect(page.getByRole('heading', { name: m.FleetPage.addHeading })).toBeFocused();
  await page.getByLabel(m.FleetPage.name, { exact: true }).fill('Sea Breeze');
  await expect(page.getByRole('combobox', { name: m.FleetPage.model, exact: true })).toBeDisabled();
  await pickWithKeys(page, m.FleetPage.brand, 'bavar', 'Bavaria');
  const model = page.getByRole('combobox', { name: m.FleetPage.model, exact: true });
  await model.fill('cruiser 3');
  await expect(model).toHaveAttribute('data-answered-query', 'cruiser 3');
  await page.getByRole('option', { name: 'Cruiser 34' }).click();
  await expect(model).toHaveValue('Cruiser 34');
  // The listed model brings its type.
  await expect(page.getByLabel(m.FleetPage.type, { exact: true })).toHaveValue('sailmonohull');
  await page.getByLabel(m.FleetPage.registration, { exact: true }).fill('st 1234');
  await fillSizes(page, m, [`10${decimal}5`, '3', `1${decimal}85`]);
  await page.getByRole('button', { name: m.FleetPage.save }).click();
  await expect(notice(page, fill(m.FleetPage.added, { name: 'Sea Breeze' }))).toBeVisible();
}

async function addNewBoatAfterRefusals(page: Page, m: Messages, locale: LocaleCode) {
  await page.getByRole('button', { name: m.FleetPage.addBoat }).click();
  await page.getByRole('button', { name: m.FleetPage.save }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(m.FleetPage.errorSummary);
  await expect(page.getByLabel(m.FleetPage.name, { exact: true })).toBeFocused();

  await page.getByLabel(m.FleetPage.name, { exact: true }).fill('Galeb');
  await page.getByRole('checkbox', { name: m.FleetPage.asNew }).check();
  await page.getByRole('textbox', { name: m.FleetPage.brand, exact: true }).fill('Domači brodogradnik');
  await page.getByRole('textbox', { name: m.FleetPage.model, exact: true }).fill('Pasara 5');
  await page
    .getByLabel(m.FleetPage.type, { exact: true })
    .selectOption({ label: m.FleetPage.types.powermonohull });
  // The registration of the first boat, written another way: the server refuses it.
  await page.getByLabel(m.FleetPage.registration, { exact: true }).fill('ST  1234');
  await fillSizes(page, m, ['61', '2', '0.5']);
  await page.getByRole('button', { name: m.FleetPage.save }).click();
  const loa = page.getByLabel(m.FleetPage.loa, { exact: true });
  await expect(loa).toBeFocused();
  await expect(loa).toHaveAccessibleDescription(
    // The number and its unit are joined by a no-break space, which the description shows as a space.
    new RegExp(fill(m.FleetPage.sizeRange, { min: '.+', max: '.+' }).replace(/\u00a0/g, '\\s')),
  );
  expect(await axeViolations(page)).toEqual([]);

  await loa.fill('5');
  await page.getByRole('button', { name: m.FleetPage.save }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(m.ErrorCodes.registration_exists);
  const registration = page.getByLabel(m.FleetPage.registration, { exact: true });
  await expect(registration).toBeFocused();
  await expect(registration).toHaveAttribute('aria-invalid', 'true');
  await registration.fill(`ZD-${locale}-77`);
  await page.getByRole('button', { name: m.FleetPage.save }).click();
  await expect(notice(page, fill(m.FleetPage.added, { name: 'Galeb' }))).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Galeb' })).toContainText(m.FleetPage.asNewMark);
}

for (const { locale, decimal } of [
  { locale: 'en', decimal: '.' },
  { locale: 'sl', decimal: ',' },
] as const) {
  test(`when a boater in ${locale} adds boats from the lists and as new, edits, views and deletes one, then My Fleet shows each step and stays accessible`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const m = MESSAGES[locale];
    await signedInAccount(page, locale, `fleet-${locale}`);
    await openFleetFromMenu(page, locale, m);
    await expect(page.getByText(m.FleetPage.empty)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await addListedBoat(page, m, decimal);
    const first = page.getByRole('listitem').filter({ hasText: 'Sea Breeze' });
    await expect(first).toContainText('ST 1234');
    await expect(first).toContainText(`10${decimal}5 m / 3 m / 1${decimal}85 m`);
    await addNewBoatAfterRefusals(page, m, locale);

    await page.getByRole('button', { name: `${m.FleetPage.edit} Sea Breeze`, exact: true }).click();
    await expect(page.getByLabel(m.FleetPage.brand, { exact: true })).toHaveValue('Bavaria');
    await page.getByLabel(m.FleetPage.name, { exact: true }).fill('Sea Breeze II');
    await page.getByRole('button', { name: m.FleetPage.save }).click();
    await expect(notice(page, fill(m.FleetPage.saved, { name: 'Sea Breeze II' }))).toBeVisible();

    await page.getByRole('button', { name: `${m.FleetPage.view} Sea Breeze II` }).click();
    await expect(
      page.getByRole('heading', { name: fill(m.FleetPage.detailsOf, { name: 'Sea Breeze II' }) }),
    ).toBeFocused();
    await expect(page.getByRole('main')).toContainText('Cruiser 34');
    await expect(page.getByRole('main')).toContainText(m.FleetPage.types.sailmonohull);
    await page.getByRole('button', { name: m.FleetPage.back }).click();

    await page.getByRole('button', { name: `${m.FleetPage.delete} Galeb` }).click();
    const dialog = page.getByRole('dialog', { name: fill(m.FleetPage.deleteTitle, { name: 'Galeb' }) });
    await expect(dialog.getByRole('button', { name: m.FleetPage.keep })).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: `${m.FleetPage.delete} Galeb` }).click();
    await dialog.getByRole('button', { name: m.FleetPage.confirmDelete }).click();
    await expect(notice(page, fill(m.FleetPage.deleted, { name: 'Galeb' }))).toBeVisible();

    // What the server kept, read again from the start.
    await page.reload();
    await expect(page.getByRole('listitem').filter({ hasText: 'Sea Breeze II' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toHaveCount(1);
  });
}

test('when the server refuses to delete a boat with a booking ahead, then the dialog says why and the boat stays', async ({
  page,
}) => {
  const m = MESSAGES.hr;
  // The refusal itself is the booking service's (its integration tests); here only how the page
  // shows it, with a made-up session and fleet answered in the browser.
  const boat: Boat = {
    id: '7b0c3c55-2f3e-4f43-9d1b-0c8f3d7c1a11',
    name: 'Bura',
    brand: 'Bavaria',
    model: 'C42',
    brand_id: '1c7c0d9e-57e4-4a43-8a56-0c4f6d1e2b01',
    model_id: '2d8d1eaf-68f5-4b54-9b67-1d507e2f3c02',
    custom_brand_model: false,
    type: 'sailmonohull',
    registration_number: 'RI 2002',
    loa_cm: 1280,
    beam_cm: 420,
    draft_cm: 210,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
  };
  await answerSession(page, sessionCheck());
  await answerFleet(page, [boat]);
  await page.route(`**/v1/fleet/${boat.id}`, (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({
          status: 409,
          json: errorBody('boat_has_bookings', 'This boat has a current or upcoming booking'),
        })
      : route.fallback(),
  );
  await page.addInitScript(() => {
    window.localStorage.setItem('access_token', 'test-token');
    window.localStorage.setItem('user', JSON.stringify({ email: 'ana@example.com', firstName: 'Ana' }));
  });
  await page.goto('/hr/dashboard/fleet');
  await page.getByRole('button', { name: `${m.FleetPage.delete} Bura`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: fill(m.FleetPage.deleteTitle, { name: 'Bura' }) });
  await dialog.getByRole('button', { name: m.FleetPage.confirmDelete }).click();
  await expect(dialog.getByRole('alert')).toHaveText(m.ErrorCodes.boat_has_bookings);
  await dialog.getByRole('button', { name: m.FleetPage.keep }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('main').getByRole('heading', { name: 'Bura', level: 3 })).toBeVisible();
});
