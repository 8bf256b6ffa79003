import { expect, test, type Page } from '@playwright/test';
import { heldToken, signedInAccount } from './account-support';
import { E2E_API_BASE_URL } from './full-stack';
import { bayBuoys, bayTimeZone } from './map-support';
import { axeViolations, MESSAGES, type LocaleCode } from './support';

// My Bookings (spec §2 /dashboard/bookings) against the real booking service: the bookings are
// made through the BFF's API in the test's setup, as the preview page makes them.

type Held = { booking_id: string; bay_name: string; buoy_label: string };

const HELD_BAY = 'telascica';
const CANCELLED_BAY = 'mljet-polace';

async function api(token: string, method: string, path: string, body?: object, key?: string) {
  return fetch(`${E2E_API_BASE_URL}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      // As the web's client: a JSON content type only with a body (an empty JSON body is a 400).
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(key === undefined ? {} : { 'Idempotency-Key': key }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** A boat in the signed-in user's fleet, added as new (not from the lists). */
async function addBoat(token: string): Promise<string> {
  const response = await api(
    token,
    'POST',
    '/v1/fleet',
    {
      name: 'Galeb',
      custom_brand: 'Jeanneau',
      custom_model: 'Sun Odyssey 410',
      type: 'sailmonohull',
      registration_number: `PL ${Math.random().toString(36).slice(2, 8)}`,
      loa_cm: 1200,
      beam_cm: 400,
      draft_cm: 180,
    },
    crypto.randomUUID(),
  );
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** The bay's calendar date `days` after today, in its own time zone. */
async function bayDate(slug: string, days: number): Promise<string> {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: await bayTimeZone(slug) }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Holds a night at the bay's first free digital buoy, `night` nights from tonight. Other tests
 * and the demo traffic hold buoys too: a taken one is skipped for the next.
 */
async function holdNight(token: string, boatId: string, slug: string, night: number): Promise<Held> {
  const stay = {
    stay_kind: 'night',
    from_date: await bayDate(slug, night),
    to_date: await bayDate(slug, night + 1),
  };
  const { buoys } = await bayBuoys(slug, token);
  const refusals: string[] = [];
  for (const buoy of buoys.filter((b) => b.management === 'digital' && b.service_state === 'in_service')) {
    const response = await api(
      token,
      'POST',
      '/v1/bookings',
      { ...stay, buoy_id: buoy.id, boat_id: boatId },
      crypto.randomUUID(),
    );
    if (response.status === 201) return (await response.json()) as Held;
    refusals.push(`${response.status} ${await response.text()}`);
  }
  throw new Error(`no free buoy at ${slug} for ${JSON.stringify(stay)}: ${refusals.join('; ')}`);
}

async function cancel(token: string, booking: Held): Promise<void> {
  const response = await api(token, 'POST', `/v1/bookings/${booking.booking_id}/cancel`);
  expect(response.status).toBe(200);
}

/** A signed-in boater with a boat, and the access token the page holds. */
async function boater(page: Page, locale: LocaleCode, tag: string) {
  await signedInAccount(page, locale, tag);
  const token = await heldToken(page);
  if (token === null) throw new Error('no access token after sign-in');
  return { token, boatId: await addBoat(token) };
}

const table = (page: Page) => page.getByRole('table', { name: MESSAGES.en.BookingsPage.tableCaption });
const rowOf = (page: Page, bay: string) => table(page).getByRole('row').filter({ hasText: bay });

test('when a boater with a held and a cancelled booking filters and searches, then each shows only its bookings', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const m = MESSAGES.en.BookingsPage;
  const { token, boatId } = await boater(page, 'en', 'bookings');
  const held = await holdNight(token, boatId, HELD_BAY, 0);
  const cancelled = await holdNight(token, boatId, CANCELLED_BAY, 1);
  await cancel(token, cancelled);

  // The account menu's link leads to the page.
  await page.getByRole('button', { name: MESSAGES.en.AccountMenu.label }).click();
  await page.getByRole('link', { name: MESSAGES.en.AccountMenu.myBookings }).click();
  await expect(page).toHaveURL(/\/en\/dashboard\/bookings$/);
  await expect(page.getByRole('heading', { level: 1, name: m.title })).toBeVisible();
  await expect(rowOf(page, held.bay_name)).toContainText(m.status.pending);
  await expect(rowOf(page, cancelled.bay_name)).toContainText(m.status.cancelled);
  expect(await axeViolations(page)).toEqual([]);

  const filter = (name: string) => page.getByRole('button', { name, exact: true }).click();
  await filter(m.filter.pending);
  await expect(table(page).getByRole('row')).toHaveCount(2);
  await expect(
    rowOf(page, held.bay_name).getByRole('link', { name: new RegExp(m.completePayment) }),
  ).toHaveAttribute('href', `/en/bookings/preview?booking=${held.booking_id}`);
  await filter(m.filter.failed);
  await expect(table(page).getByRole('row')).toHaveCount(2);
  await expect(rowOf(page, cancelled.bay_name)).toBeVisible();
  await filter(m.filter.upcoming);
  await expect(page.getByText(m.noMatchTitle)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await filter(m.filter.all);
  await page.getByRole('searchbox', { name: m.searchLabel }).fill(held.bay_name.slice(0, 5));
  await expect(table(page).getByRole('row')).toHaveCount(2);
  await expect(rowOf(page, held.bay_name)).toBeVisible();
  await page.getByRole('searchbox', { name: m.searchLabel }).fill('no such bay anywhere');
  await expect(page.getByText(m.noMatchTitle)).toBeVisible();
  await page.getByRole('button', { name: m.showAll }).click();
  await expect(table(page).getByRole('row')).toHaveCount(3);
});

test('when a new boater opens My Bookings on a phone in Slovenian, then the empty state and then a card show', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const m = MESSAGES.sl.BookingsPage;
  await page.setViewportSize({ width: 390, height: 844 });
  const { token, boatId } = await boater(page, 'sl', 'bookings-phone');
  await page.goto('/sl/dashboard/bookings');
  await expect(page.getByText(m.emptyTitle)).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: m.findBuoy })).toHaveAttribute(
    'href',
    '/sl/map',
  );
  expect(await axeViolations(page)).toEqual([]);

  const held = await holdNight(token, boatId, HELD_BAY, 0);
  await page.reload();
  const cards = page.getByRole('list', { name: m.tableCaption });
  await expect(cards.getByRole('listitem')).toHaveCount(1);
  await expect(cards).toContainText(held.buoy_label);
  await expect(cards).toContainText(m.status.pending);
  await expect(page.getByRole('table')).toBeHidden();
  expect(await axeViolations(page)).toEqual([]);
});
