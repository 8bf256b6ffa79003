import { expect, type Page } from '@playwright/test';
import { addDays, localDate } from '../../proto/src/stays/bay-clock';
import { pageCopy } from '../../services/payment/src/sandbox/page-copy';
import type {
  Boat,
  BoatDetails,
  Booking,
  CheckedIn,
  CheckInBody,
  CheckoutRequest,
  Payment,
  PresenceBody,
  PresencePass,
  Stay,
} from '../src/http/api-schema';
import { freshAccessToken } from './account-support';
import { E2E_API_BASE_URL } from './full-stack';
import { bayTimeZone } from './map-support';
import { MESSAGES, type LocaleCode } from './support';

// Steps of booking and paying that several browser tests walk.

/** The sandbox provider's hosted checkout page (the embedded default's payment page). */
export const SANDBOX_CHECKOUT = /\/sandbox\/checkout\/cs_sandbox_[0-9a-f]+$/;

/** The sandbox pages' words, in the boater's language. */
export const sandboxCopy = pageCopy;

/** Stripe's test cards, which the sandbox honours. */
export const TEST_CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
} as const;

export async function addBoatInline(page: Page, locale: LocaleCode, name: string): Promise<void> {
  const m = MESSAGES[locale];
  await page.getByRole('button', { name: m.BookingPreview.addBoat }).click();
  const form = page.locator('.booking-add-boat');
  await form.getByLabel(m.FleetPage.name).fill(name);
  await form.getByLabel(m.FleetPage.asNew).check();
  await form.getByLabel(m.FleetPage.brand, { exact: true }).fill('Elan');
  await form.getByLabel(m.FleetPage.model, { exact: true }).fill('Impression 40');
  await form.getByLabel(m.FleetPage.type).selectOption('sailmonohull');
  await form.getByLabel(m.FleetPage.registration).fill(`ST-${Date.now().toString(36).toUpperCase()}`);
  await form.getByLabel(m.FleetPage.loa).fill('8.5');
  await form.getByLabel(m.FleetPage.beam).fill('2.9');
  await form.getByLabel(m.FleetPage.draft).fill('1.4');
  await form.getByRole('button', { name: m.FleetPage.save }).click();
  // Added without leaving the page, and picked for this stay.
  await expect(page.getByRole('radio', { name: new RegExp(name) })).toBeChecked();
}

/** spec §5: the terms are accepted again at payment, on the preview. */
export async function acceptTermsAtPayment(page: Page, locale: LocaleCode): Promise<void> {
  const label = MESSAGES[locale].Payment.terms.replace(/<\/?link>/g, '');
  await page.getByRole('checkbox', { name: label }).check();
}

/** Fills the sandbox's card form and pays. */
export async function payOnSandbox(page: Page, locale: LocaleCode, card: string): Promise<void> {
  const copy = sandboxCopy[locale];
  await expect(page.getByRole('note')).toContainText('Moorline Sandbox');
  await page.getByLabel(copy.cardNumber).fill(card);
  await page.getByLabel(copy.expiry).fill('12/34');
  await page.getByLabel(copy.cvc).fill('123');
  await page.getByLabel(copy.cardholder).fill('Ana Kovač');
  await page.locator('form button[type="submit"]').click();
}

/** The boater's own call to the BFF, as another tab of theirs would make it. */
export async function callApi<Answer>(
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<Answer> {
  const response = await fetch(`${E2E_API_BASE_URL}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      'Idempotency-Key': crypto.randomUUID(),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, `${method} ${path}`).toBeLessThan(300);
  return (await response.json()) as Answer;
}

/** A new 8.5 m sailing boat in the boater's fleet, added through the BFF. */
export function newBoat(token: string, name: string): Promise<Boat> {
  return callApi<Boat>(token, 'POST', '/v1/fleet', {
    name,
    custom_brand: 'Elan',
    custom_model: 'Impression 40',
    type: 'sailmonohull',
    registration_number: `ST-${Date.now().toString(36).toUpperCase()}`,
    loa_cm: 850,
    beam_cm: 290,
    draft_cm: 140,
  } satisfies BoatDetails);
}

/**
 * A walk-up night from now at the buoy for a new boat of the boater, through the BFF as the QR
 * flow asks it (presence at the buoy, then the check-in): a hold that takes the buoy now, unpaid.
 */
export async function walkUpHoldNow(
  token: string,
  buoy: { slug: string; lat: number; lon: number },
): Promise<Booking> {
  const boat = await newBoat(token, 'Galeb Plaća');
  const { presence_id } = await callApi<PresencePass>(token, 'POST', `/v1/qr/${buoy.slug}/presence`, {
    latitude: buoy.lat,
    longitude: buoy.lon,
    accuracy_m: 10,
  } satisfies PresenceBody);
  const { booking } = await callApi<CheckedIn>(token, 'POST', '/v1/qr/check-in', {
    presence_id,
    boat_id: boat.id,
    stay_kind: 'night',
    nights: 1,
  } satisfies CheckInBody);
  return booking;
}

/**
 * Tonight at the buoy for a new boat of the signed-in boater, held through the BFF as the preview
 * holds it and paid on the sandbox with the card that succeeds: a confirmed booking, made in
 * `locale` (the checkout and the return page speak it).
 */
export async function bookAndPayTonight(
  page: Page,
  locale: LocaleCode,
  stay: { bay: string; buoyId: string; boatName: string },
): Promise<Booking> {
  const token = await freshAccessToken(page);
  const boat = await newBoat(token, stay.boatName);
  const tonight = localDate(new Date(), await bayTimeZone(stay.bay));
  const held = await callApi<Booking>(token, 'POST', '/v1/bookings', {
    buoy_id: stay.buoyId,
    boat_id: boat.id,
    stay_kind: 'night',
    from_date: tonight,
    to_date: addDays(tonight, 1),
    language: locale,
  } satisfies Stay);
  const payment = await callApi<Payment>(token, 'POST', `/v1/bookings/${held.booking_id}/checkout`, {
    terms_accepted: true,
  } satisfies CheckoutRequest);
  await page.goto(payment.checkout_url);
  await payOnSandbox(page, locale, TEST_CARDS.succeeds);
  await expect(page).toHaveURL(new RegExp(`/${locale}/bookings/success\\?booking=${held.booking_id}$`));
  await expect(page.getByRole('status').filter({ hasText: MESSAGES[locale].Payment.booked })).toBeVisible({
    timeout: 30_000,
  });
  return held;
}
