import { expect, type BrowserContext, type Page } from '@playwright/test';
import { qrSlugFor } from '../../services/catalog/src/buoys/qr-slug';
import { newAccount } from './account-support';
import { E2E_API_BASE_URL } from './full-stack';
import { bayBuoys } from './map-support';
import { MESSAGES, type LocaleCode } from './support';

// A walk-up guest at the boat step (issue 28 item 4), whatever order the steps before it take:
// personal details give the guest session, the presence check is asked of the API as the
// location step would, and the boat step opens with the stay in its address.

const BAY = 'sipan-sipanska-luka';

export type Buoy = { slug: string; lat: number; lon: number };

/** A digital buoy in service of Šipanska Luka (qr-check-in.spec.ts takes the first eight). */
export async function digitalBuoy(index: number): Promise<Buoy> {
  const { buoys } = await bayBuoys(BAY);
  const digital = buoys.filter(
    (buoy) => buoy.management === 'digital' && buoy.service_state === 'in_service',
  );
  const buoy = digital[index];
  if (buoy === undefined) throw new Error(`no digital buoy ${index} in ${BAY}`);
  return { slug: qrSlugFor(BAY, buoy.label), lat: buoy.lat, lon: buoy.lon };
}

async function presenceAt(buoy: Buoy): Promise<string> {
  const response = await fetch(`${E2E_API_BASE_URL}/v1/qr/${buoy.slug}/presence`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ latitude: buoy.lat, longitude: buoy.lon, accuracy_m: 10 }),
  });
  expect(response.status, 'presence').toBeLessThan(300);
  const pass = (await response.json()) as { presence_id: string };
  return pass.presence_id;
}

/** A guest session held by the page, and the page at the boat step for one night at the buoy. */
export async function guestAtBoatStep(
  page: Page,
  context: BrowserContext,
  locale: LocaleCode,
  buoy: Buoy,
): Promise<void> {
  const m = MESSAGES[locale];
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: buoy.lat, longitude: buoy.lon, accuracy: 10 });
  const details = `/${locale}/qr/m/${buoy.slug}/personal-details`;
  await page.goto(details);
  await page.getByLabel(m.AuthForm.firstName, { exact: true }).fill('Ana');
  await page.getByLabel(m.AuthForm.lastName, { exact: true }).fill('Kovač');
  await page.getByLabel(m.AuthForm.email, { exact: true }).fill(newAccount('qr-guest-boat').email);
  await page.getByLabel(m.QrFlow.phone).fill('+385 91 234 5678');
  await page.getByRole('button', { name: m.QrFlow.continue }).click();
  await expect(page).not.toHaveURL(new RegExp(`${details}$`));
  const presence = await presenceAt(buoy);
  await page.goto(`/${locale}/qr/m/${buoy.slug}/boat-details?presence=${presence}&kind=night&nights=1`);
  await expect(page.getByRole('heading', { level: 1, name: m.QrFlow.boatTitle })).toBeVisible();
}

/** The guest's short form: name, registration and length, the type chosen, nothing else. */
export async function addGuestBoat(page: Page, locale: LocaleCode, name: string): Promise<void> {
  const m = MESSAGES[locale];
  await page.getByRole('button', { name: m.QrGuestBoat.addBoat }).click();
  const form = page.locator('.booking-add-boat');
  await form.getByLabel(m.FleetPage.name, { exact: true }).fill(name);
  await form.getByLabel(m.FleetPage.type, { exact: true }).selectOption('powermonohull');
  await form
    .getByLabel(m.FleetPage.registration, { exact: true })
    .fill(`ZD-${Date.now().toString(36).toUpperCase()}`);
  await form.getByLabel(m.FleetPage.loa, { exact: true }).fill(locale === 'en' ? '7.9' : '7,9');
  await form.getByRole('button', { name: m.FleetPage.save }).click();
  await expect(page.getByRole('radio', { name: new RegExp(name) })).toBeChecked();
}
